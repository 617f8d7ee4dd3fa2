import i18n from '../i18n/i18n';
import type { ApiRequestOptions } from './api-client';
import { ApiError, readBody, send, throwUnlessOk } from './api-client';

/**
 * The one way the web app reads the API (issue 19): every answer is parsed with the domain's zod
 * schema (packages/domain/src/schemas), so a screen never works on an answer it did not check.
 * Failures keep the client's shape: an ApiError with the problem+json body (401, 403, 404, 409…),
 * status 0 for no answer at all, and an InvalidAnswerError for an answer that does not match.
 */

/** What the domain's zod schemas offer; the web app does not depend on zod itself. */
export interface AnswerSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** The message an answer that does not match is shown with, unless a call names its own. */
export const INVALID_ANSWER_KEY = 'errors.invalidResponse';

/** An answer that does not match the domain schema: shown as a server error. */
export class InvalidAnswerError extends ApiError {
  constructor(title: string, where: string | null) {
    super({
      type: 'about:blank#invalid_response',
      title,
      status: 0,
      detail: where ? `${title} (${where})` : title,
    });
    this.name = 'InvalidAnswerError';
  }
}

export function isInvalidAnswerError(error: unknown): error is InvalidAnswerError {
  return error instanceof InvalidAnswerError;
}

/** Parses an answer with a domain schema; `invalid` is the i18n key of the message on mismatch. */
export function parseAnswer<T>(
  schema: AnswerSchema<T>,
  value: unknown,
  invalid: string = INVALID_ANSWER_KEY,
): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new InvalidAnswerError(
    i18n.t(invalid),
    issue ? `${issue.path.map(String).join('.')}: ${issue.message}` : null,
  );
}

/** No answer at all: a 204 (or an empty body), as a DELETE answers. */
export const noContent: AnswerSchema<void> = {
  safeParse: (value) =>
    value === undefined
      ? { success: true, data: undefined }
      : { success: false, error: { issues: [{ path: [], message: 'expected no content' }] } },
};

/**
 * Any JSON document, handed on as it came: for a file the app only offers for download (the
 * competition export), never for an answer a screen reads.
 */
export const jsonDocument: AnswerSchema<unknown> = {
  safeParse: (value) =>
    value === undefined
      ? { success: false, error: { issues: [{ path: [], message: 'expected a JSON document' }] } }
      : { success: true, data: value },
};

export interface JsonCall {
  /** Bearer access token; omitted (undefined or null) for public calls or nobody signed in. */
  token?: string | null | undefined;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string>;
  /** The i18n key of the message for an answer that does not match (the feature's own). */
  invalid?: string;
}

export type JsonMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function requestOptions(call: JsonCall): ApiRequestOptions {
  return {
    token: call.token ?? null,
    ...(call.signal ? { signal: call.signal } : {}),
    ...(call.headers ? { headers: call.headers } : {}),
  };
}

async function readAnswer<T>(
  path: string,
  options: ApiRequestOptions,
  schema: AnswerSchema<T>,
  invalid: string | undefined,
): Promise<T> {
  const response = await send(path, options);
  await throwUnlessOk(response);
  return parseAnswer(schema, await readBody(response).catch(() => undefined), invalid);
}

/** GET `path` and parse the answer with `schema`. */
export function getJson<T>(path: string, schema: AnswerSchema<T>, call: JsonCall = {}): Promise<T> {
  return readAnswer(path, requestOptions(call), schema, call.invalid);
}

/**
 * POST, PUT, PATCH or DELETE `path` with `body` (sent as JSON unless undefined) and parse the
 * answer with `schema` (`noContent` for a 204).
 */
export function sendJson<T>(
  method: JsonMethod,
  path: string,
  body: unknown,
  schema: AnswerSchema<T>,
  call: JsonCall = {},
): Promise<T> {
  return readAnswer(
    path,
    { ...requestOptions(call), method, ...(body === undefined ? {} : { body }) },
    schema,
    call.invalid,
  );
}

/** Where a kind of record is written, and the schemas of its answers. */
export interface RecordEndpoint<C extends { insertedId: string }, T> {
  /** `/api/coachcard`: POST `<base>/add` creates, PUT `<base>/<id>` replaces. */
  base: string;
  /** The answer of the POST. */
  created: AnswerSchema<C>;
  /** The answer of the PUT: the stored record. */
  stored: AnswerSchema<T>;
  /** The i18n key of the message for an answer that does not match. */
  invalid?: string;
}

function recordCall(endpoint: { invalid?: string }, token: string | null | undefined): JsonCall {
  return { token, ...(endpoint.invalid ? { invalid: endpoint.invalid } : {}) };
}

/**
 * The save of a versioned record whose POST answers the stored record with its id again as
 * insertedId (dropped here), and whose PUT carries the version read (a 409 when someone saved
 * first) and answers the stored record.
 */
export async function saveRecord<C extends { insertedId: string }, T>(
  endpoint: RecordEndpoint<C, T>,
  input: { id: null } | { id: string; version: number },
  body: object,
  token: string | null | undefined,
): Promise<T | Omit<C, 'insertedId'>> {
  const call = recordCall(endpoint, token);
  if (input.id === null) {
    const answer = await sendJson('POST', `${endpoint.base}/add`, body, endpoint.created, call);
    const { insertedId: _insertedId, ...created } = answer;
    return created;
  }
  const path = `${endpoint.base}/${encodeURIComponent(input.id)}`;
  return sendJson('PUT', path, { ...body, version: input.version }, endpoint.stored, call);
}

/**
 * The save of a record whose POST answers only the new id, and whose PUT (the body carries the
 * version read) answers the stored record.
 */
export async function createOrReplace<T>(
  endpoint: RecordEndpoint<{ insertedId: string }, T>,
  id: string | null,
  body: unknown,
  token: string | null | undefined,
): Promise<{ kind: 'created'; id: string } | { kind: 'updated'; record: T }> {
  const call = recordCall(endpoint, token);
  if (id === null) {
    const created = await sendJson('POST', `${endpoint.base}/add`, body, endpoint.created, call);
    return { kind: 'created', id: created.insertedId };
  }
  const path = `${endpoint.base}/${encodeURIComponent(id)}`;
  return { kind: 'updated', record: await sendJson('PUT', path, body, endpoint.stored, call) };
}
