import type { FieldErrorBody, ProblemDetails } from '@artistic/domain/core/problem-schema';
import i18n from '../i18n/i18n';
import { takeEarlyRead } from './early-reads';
import { noteAnswer, noteServerReach } from './server-reach';
import { problemDetailsAnswer } from './shell-answers';

/** RFC 9457 problem details, as the server answers every error: the domain's schema. */
export type { ProblemDetails };
/** One field error of a problem+json body. */
export type ProblemFieldError = FieldErrorBody;

/** Thrown for every failed call (lib/json-api.ts): a non-OK answer or no answer at all (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: ProblemDetails;

  constructor(problem: ProblemDetails) {
    super(problem.detail ?? problem.title);
    this.name = 'ApiError';
    this.status = problem.status;
    this.problem = problem;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** 409: someone saved first (a stale version) or the state forbids the write. */
export function isConflictError(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

/** 404: the record is not there (or hidden from this caller). */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export function getNetworkErrorMessage(): string {
  return i18n.t('errors.network');
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON when present. */
  body?: unknown;
  /** Bearer access token; omitted for public calls or when nobody is signed in. */
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads an error answer's body as the domain's problem+json schema does (the contract the server
 * sends, packages/domain/src/core/problem-schema.ts; checked by hand in shell-answers.ts so that
 * zod stays out of the first download, ADR 043). A body that is not one (a proxy's page, an
 * answer cut short) becomes a problem with the answer's status and whatever text it offers, so
 * the UI always has a message.
 */
export function toProblemDetails(body: unknown, status: number, statusText = ''): ProblemDetails {
  const fallbackTitle = getNetworkErrorMessage();
  const parsed = problemDetailsAnswer.safeParse(body);
  if (parsed.success) {
    return parsed.data.title ? parsed.data : { ...parsed.data, title: fallbackTitle };
  }
  const record = isRecord(body) ? body : {};
  const detail = typeof record.detail === 'string' ? record.detail : statusText;
  return {
    type: 'about:blank',
    title: typeof record.title === 'string' && record.title ? record.title : fallbackTitle,
    status,
    ...(detail ? { detail } : {}),
  };
}

export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  }
  return text;
}

/**
 * The text of a JSON answer, unparsed, for a reader that parses it elsewhere (the answer-check
 * worker, ADR 050); undefined for an empty answer or one that is not JSON.
 */
export async function readJsonText(response: Response): Promise<string | undefined> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  return text && contentType.includes('json') ? text : undefined;
}

/**
 * Sends a request to the API; a network failure becomes an ApiError. Each answer, and each
 * failure, is noted in lib/server-reach.ts (the scoring tables' offline notice).
 */
export async function send(path: string, options: ApiRequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const hasBody = options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  // A visitor's first read may have been asked for as the app started (lib/early-reads.ts).
  const early =
    (options.method ?? 'GET') === 'GET' && !options.token && !hasBody && !options.headers
      ? takeEarlyRead(path)
      : undefined;
  try {
    const response = early
      ? await early
      : await fetch(path, {
          method: options.method ?? 'GET',
          headers,
          ...(hasBody ? { body: JSON.stringify(options.body) } : {}),
          ...(options.signal ? { signal: options.signal } : {}),
        });
    noteAnswer(response);
    return response;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    noteServerReach(false);
    // The browser's own words ('Failed to fetch') are not for a person: the message is ours.
    throw new ApiError({ type: 'about:blank', title: getNetworkErrorMessage(), status: 0 });
  }
}

/** Throws an ApiError (with the problem+json body) unless the answer is a success. */
export async function throwUnlessOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await readBody(response).catch(() => undefined);
  throw new ApiError(toProblemDetails(body, response.status, response.statusText));
}

/** A message a person can read, for any error thrown by the app. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message || getNetworkErrorMessage();
  // The session (react-oidc-context) reports its errors as objects with a message.
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message) return message;
  }
  return getNetworkErrorMessage();
}
