/**
 * The contract toolkit of the routes (ADR 037): how a body, an error answer and a cached public
 * GET are declared in the OpenAPI document, in one place instead of a copy per routes.ts.
 */
import { z } from '@hono/zod-openapi';
import { idSchema } from '@artistic/domain/core/common-schemas';
import { problemDetailsSchema } from '@artistic/domain/core/problem-schema';

/** A JSON body (request or answer) validated by `schema`. */
export const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });

/** The security of a route that needs a caller: the bearer token (scheme `bearer`, app.ts). */
export const security = [{ bearer: [] }];

/** The path parameters of a route on one record: its `{id}`. */
export const idParams = z.object({ id: idSchema });

/** The required JSON body of a request, validated by `schema`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true as const,
  content: json(schema),
});

/**
 * The problem+json body of every error answer (http/errors.ts `problem`): the domain's schema,
 * named in the document. Rebuilt from its shape so that it carries `.openapi` whichever module
 * loaded the domain schema first.
 */
export const problemSchema = z.looseObject(problemDetailsSchema.shape).openapi('ProblemDetails');

/** The content of an error answer. */
export const problem = { 'application/problem+json': { schema: problemSchema } };

/** One error answer, described for its route. */
export const problemAnswer = (description: string) => ({ description, content: problem });

/** The error statuses the API answers with (http/errors.ts `statusOf`, client side). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

/** The standard descriptions of the error answers; a route names its own where it says more. */
const standardDescriptions: Record<ErrorStatus, string> = {
  400: 'Invalid body (each field named)',
  401: 'No token',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Stale version',
  413: 'Body above the limit (1 MiB)',
  429: 'Too many failed attempts (Retry-After)',
  503: 'Unavailable (a limit of the server reached)',
};

/**
 * The error answers of a route: `descriptions` names the statuses it may answer with (a text
 * replaces the standard description, `true` keeps it), in the order given.
 */
export function errorAnswers<S extends ErrorStatus>(
  descriptions: Readonly<Record<S, string | true>>,
): Record<S, ReturnType<typeof problemAnswer>> {
  const answers = {} as Record<S, ReturnType<typeof problemAnswer>>;
  for (const key of Object.keys(descriptions)) {
    const status = Number(key) as S;
    const text = descriptions[status];
    answers[status] = problemAnswer(text === true ? standardDescriptions[status] : text);
  }
  return answers;
}

/** 304 of a GET answered with an ETag (http/etag.ts `sendRepresentation`). */
export const notModified = { description: 'Not modified (If-None-Match)' };

/**
 * The answers of a cached public GET (ADR 019): 200 with the body and its ETag, 304 while the
 * caller's If-None-Match still matches. A route adds its own error answers (e.g. 404).
 */
export function cachedGetAnswers<T extends z.ZodType>(schema: T, description: string) {
  return {
    200: {
      description,
      headers: {
        ETag: { description: 'Weak validator of this answer', schema: { type: 'string' as const } },
      },
      content: json(schema),
    },
    304: notModified,
  };
}

/**
 * The headers of a JSON answer downloaded as a file (an export, a snapshot): saved under
 * `fileName`, never kept by a cache.
 */
export function attachmentHeaders(fileName: string) {
  return {
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'no-store',
  };
}
