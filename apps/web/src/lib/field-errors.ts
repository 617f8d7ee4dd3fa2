/** Field errors keyed by form path ('Nome', 'Atletas.0.Licenca'); messages are i18n keys. */
export type FieldErrorKeys = Record<string, string>;

/** A form's values checked with the schema the server uses: the body to send, or the errors. */
export type ValidationResult<Body> =
  { success: true; body: Body } | { success: false; errors: FieldErrorKeys };

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/** zod issues as field errors: the first message of each path. */
export function toFieldErrors(issues: readonly IssueLike[]): FieldErrorKeys {
  const errors: FieldErrorKeys = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
