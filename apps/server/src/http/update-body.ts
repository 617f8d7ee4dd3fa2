import type { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { AppError, fieldErrorsFromZod, problem } from './errors.ts';
import { versionFromIfMatch } from './etag.ts';
import type { ServerMessageKey } from './messages.ts';
import { jsonBody } from './openapi.ts';
import type { AppEnv } from './types.ts';

/** What a PUT does once its body passed the update schema (version included). */
export type UpdateHandler<T> = (c: Context<AppEnv>, body: T) => Promise<Response>;

type ValidationResult = { target: string } & (
  { success: true } | { success: false; error: z.ZodError }
);

/**
 * The body of a PUT (ADR 037): the record's update schema (`*UpdateSchema` of packages/domain,
 * version required) validates it, and the version check lives here once:
 * - a body without `version` takes it from If-Match where the route allows it (`ifMatch`);
 * - without either, 400 naming `version` (errors.required) with `detail`, unless other fields
 *   are wrong: then those fields only, as the body's own problems come first;
 * - a stale version is the service's 409.
 * `body` goes in the route's request; `hook(save)` is its validation hook, and `save` its handler.
 */
export function versionedUpdateBody<S extends z.ZodType<{ version: number }>>(
  schema: S,
  options: { detail: ServerMessageKey; ifMatch?: boolean },
) {
  return {
    body: jsonBody(schema),
    /** The route's validation hook; the answer is typed `never` as the route's own are. */
    hook:
      (save: UpdateHandler<z.infer<S>>) =>
      (result: ValidationResult, c: Context<AppEnv>): Promise<never> | undefined =>
        result.success
          ? undefined
          : (refuse(result.error, result.target, c, save) as Promise<never>),
  };

  async function refuse(
    error: z.ZodError,
    target: string,
    c: Context<AppEnv>,
    save: UpdateHandler<z.infer<S>>,
  ): Promise<Response> {
    // The body was read and parsed already (the validator refused it): this is its copy.
    const raw: unknown = target === 'json' ? await c.req.json() : undefined;
    const versionMissing =
      raw !== undefined &&
      raw !== null &&
      typeof raw === 'object' &&
      !Array.isArray(raw) &&
      !Object.hasOwn(raw, 'version');
    if (!versionMissing) {
      return problem(c, new AppError('validation', undefined, fieldErrorsFromZod(error)));
    }
    const fromHeader = options.ifMatch ? versionFromIfMatch(c.req.header('if-match')) : undefined;
    // Any valid version (0 when none was given) lets the body's own problems show.
    const withVersion = schema.safeParse({ ...raw, version: fromHeader ?? 0 });
    if (!withVersion.success) {
      return problem(
        c,
        new AppError('validation', undefined, fieldErrorsFromZod(withVersion.error)),
      );
    }
    if (fromHeader === undefined) {
      return problem(
        c,
        new AppError('validation', options.detail, [
          { path: 'version', message: 'errors.required' },
        ]),
      );
    }
    return save(c, withVersion.data);
  }
}
