import type { AppConfig } from '@artistic/domain/core/app-config-schema';
import { ROLES } from '@artistic/domain/core/enums';
import type { ProblemDetails } from '@artistic/domain/core/problem-schema';
import type { Me } from '@artistic/domain/users/schema';
import type { AnswerSchema } from './json-api';

/**
 * Hand-written checks of the answers the first page reads (ADR 043): GET /api/config, GET /api/me
 * and problem+json error bodies. They give the same verdict and the same data as the domain's
 * zod schemas (appConfigSchema, meSchema, problemDetailsSchema; shell-answers.test.ts feeds the
 * same samples to both), without putting zod into the first download. Data pages keep parsing
 * with the domain schemas, in their own chunks.
 */

type Path = PropertyKey[];

class Mismatch extends Error {
  constructor(
    readonly path: Path,
    message: string,
  ) {
    super(message);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function recordAt(value: unknown, path: Path): Record<string, unknown> {
  if (!isRecord(value)) throw new Mismatch(path, 'expected object');
  return value;
}

function stringAt(record: Record<string, unknown>, key: string, path: Path): string {
  const value = record[key];
  if (typeof value !== 'string') throw new Mismatch([...path, key], 'expected string');
  return value;
}

function nullableStringAt(record: Record<string, unknown>, key: string, path: Path): string | null {
  return record[key] === null ? null : stringAt(record, key, path);
}

function optionalStringAt(
  record: Record<string, unknown>,
  key: string,
  path: Path,
): string | undefined {
  return record[key] === undefined ? undefined : stringAt(record, key, path);
}

/** An AnswerSchema from a function that throws Mismatch on a bad value. */
function answerCheck<T>(check: (value: unknown) => T): AnswerSchema<T> {
  return {
    safeParse(value) {
      try {
        return { success: true, data: check(value) };
      } catch (error) {
        if (!(error instanceof Mismatch)) throw error;
        return {
          success: false,
          error: { issues: [{ path: error.path, message: error.message }] },
        };
      }
    },
  };
}

/** appConfigSchema of packages/domain/src/core/app-config-schema.ts. */
export const appConfigAnswer: AnswerSchema<AppConfig> = answerCheck((value) => {
  const record = recordAt(value, []);
  const oidc = recordAt(record.oidc, ['oidc']);
  if (typeof record.demo !== 'boolean') throw new Mismatch(['demo'], 'expected boolean');
  return {
    oidc: {
      authority: stringAt(oidc, 'authority', ['oidc']),
      clientId: stringAt(oidc, 'clientId', ['oidc']),
      scope: stringAt(oidc, 'scope', ['oidc']),
    },
    federationEmail: stringAt(record, 'federationEmail', []),
    demo: record.demo,
  };
});

const roles: readonly unknown[] = ROLES;
const isRole = (value: unknown): value is Me['role'] & string => roles.includes(value);

/** meSchema of packages/domain/src/users/schema.ts. */
export const meAnswer: AnswerSchema<Me> = answerCheck((value) => {
  const record = recordAt(value, []);
  const role = record.role;
  if (role !== null && !isRole(role)) throw new Mismatch(['role'], 'expected a role');
  return {
    sub: stringAt(record, 'sub', []),
    name: nullableStringAt(record, 'name', []),
    email: nullableStringAt(record, 'email', []),
    role,
    club: nullableStringAt(record, 'club', []),
  };
});

type FieldError = NonNullable<ProblemDetails['errors']>[number];

function fieldErrorAt(value: unknown, path: Path): FieldError {
  const record = recordAt(value, path);
  const error: FieldError = {
    path: stringAt(record, 'path', path),
    message: stringAt(record, 'message', path),
  };
  if (record.params === undefined) return error;
  const params = recordAt(record.params, [...path, 'params']);
  const checked: Record<string, string | number> = {};
  for (const [key, param] of Object.entries(params)) {
    if (typeof param !== 'string' && !(typeof param === 'number' && Number.isFinite(param))) {
      throw new Mismatch([...path, 'params', key], 'expected string or number');
    }
    checked[key] = param;
  }
  return { ...error, params: checked };
}

/** problemDetailsSchema of packages/domain/src/core/problem-schema.ts (extension members kept). */
export const problemDetailsAnswer: AnswerSchema<ProblemDetails> = answerCheck((value) => {
  const record = recordAt(value, []);
  const { status } = record;
  if (typeof status !== 'number' || !Number.isSafeInteger(status)) {
    throw new Mismatch(['status'], 'expected int');
  }
  const problem: ProblemDetails = {
    ...record,
    type: stringAt(record, 'type', []),
    title: stringAt(record, 'title', []),
    status,
  };
  const detail = optionalStringAt(record, 'detail', []);
  if (detail !== undefined) problem.detail = detail;
  const instance = optionalStringAt(record, 'instance', []);
  if (instance !== undefined) problem.instance = instance;
  if (record.errors !== undefined) {
    if (!Array.isArray(record.errors)) throw new Mismatch(['errors'], 'expected array');
    problem.errors = record.errors.map((error, i) => fieldErrorAt(error, ['errors', i]));
  }
  return problem;
});
