import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { databaseErrorOf, isOutOfSpace, publishedVenueOf } from '../db/storage.ts';
import type { Logger } from './logger.ts';
import { redactSeatCodes } from './logger.ts';
import { translate } from './messages.ts';
import type { MessageParams, ServerMessageKey } from './messages.ts';

export type ErrorCode =
  | 'bad_request'
  | 'validation'
  | 'unauthenticated'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'has_dependents'
  | 'stale_import'
  | 'official_results'
  | 'published_from_venue'
  | 'sequence'
  | 'publication_ended'
  | 'invalid_state'
  | 'payload_too_large'
  | 'rate_limited'
  | 'bad_gateway'
  | 'unavailable'
  | 'internal';

const statusOf: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  validation: 400,
  unauthenticated: 401,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  has_dependents: 409,
  stale_import: 409,
  official_results: 409,
  published_from_venue: 409,
  sequence: 409,
  publication_ended: 409,
  invalid_state: 409,
  payload_too_large: 413,
  rate_limited: 429,
  bad_gateway: 502,
  unavailable: 503,
  internal: 500,
};

const titleOf: Record<ErrorCode, string> = {
  bad_request: 'Pedido inválido',
  validation: 'Dados inválidos',
  unauthenticated: 'Sessão necessária',
  unauthorized: 'Chave recusada',
  forbidden: 'Sem permissão',
  not_found: 'Não encontrado',
  conflict: 'Conflito: o registo foi alterado entretanto',
  has_dependents: 'Há dados associados: é precisa confirmação',
  stale_import: 'O ficheiro é mais antigo do que os dados guardados',
  official_results:
    'Mudaria resultados oficiais, correções ou reclamações: é precisa confirmação com motivo',
  published_from_venue: 'A competição é publicada a partir da piscina',
  sequence: 'Fora de ordem: o site espera outra sequência',
  publication_ended: 'A publicação terminou',
  invalid_state: 'O estado do registo não permite esta ação',
  payload_too_large: 'Pedido demasiado grande',
  rate_limited: 'Demasiadas tentativas',
  bad_gateway: 'O outro servidor não respondeu',
  unavailable: 'Serviço indisponível',
  internal: 'Erro interno',
};

export interface FieldError {
  path: string;
  /** An i18n key (or a text). */
  message: string;
  /** Interpolation values of the message, when it has any. */
  params?: Readonly<Record<string, string | number>>;
}

/** A message of the server catalogue (http/messages.ts) with its interpolation values. */
export interface Message {
  key: ServerMessageKey;
  params?: MessageParams;
}

/** `key` with its values, e.g. `msg('errors.noStartListBlock', { block: 3 })`. */
export const msg = (key: ServerMessageKey, params: MessageParams): Message => ({ key, params });

/**
 * What the `detail` of an error answer says: a key of the catalogue (alone or with its values),
 * or `{ text }` for a text that is no key (a library's message, texts already translated).
 */
export type Detail = ServerMessageKey | Message | { text: string };

export class AppError extends Error {
  readonly code: ErrorCode;
  /** The key of the detail, translated when the answer is written (errors.ts `problem`). */
  readonly messageKey?: ServerMessageKey;
  readonly params?: MessageParams;
  readonly #text?: string;
  readonly errors?: FieldError[];
  /** Extension members of the problem body (RFC 9457), e.g. `counts` or `lost`. */
  readonly extensions?: Readonly<Record<string, unknown>>;
  constructor(
    code: ErrorCode,
    detail?: Detail,
    errors?: FieldError[],
    extensions?: Readonly<Record<string, unknown>>,
  ) {
    const message: Message | undefined =
      detail === undefined || typeof detail === 'string'
        ? detail && { key: detail }
        : 'key' in detail
          ? detail
          : undefined;
    const text = detail !== undefined && typeof detail !== 'string' && 'text' in detail;
    super(text ? detail.text : message ? translate(message.key, message.params) : titleOf[code]);
    this.code = code;
    this.messageKey = message?.key;
    this.params = message?.params;
    this.#text = text ? detail.text : undefined;
    this.errors = errors;
    this.extensions = extensions;
  }
  get status(): ContentfulStatusCode {
    return statusOf[this.code];
  }
  /** The detail in Portuguese, as the API sends it; undefined when there is none. */
  get detail(): string | undefined {
    return this.messageKey ? translate(this.messageKey, this.params) : this.#text || undefined;
  }
}

/**
 * 409 #published_from_venue: the competition is published from a venue (ADR 064), so the site's
 * own users may not change it; `venue` names the venue. The database's guard raises it for any
 * write (handleError below); an import or a restore refuses early with the same answer.
 */
export function publishedFromVenue(venue: string): AppError {
  return new AppError(
    'published_from_venue',
    msg('errors.publishedFromVenue', { venue }),
    undefined,
    {
      venue,
    },
  );
}

/** One entry per bad field; an unknown field is named by its own path. */
export function fieldErrorsFromZod(error: z.ZodError): FieldError[] {
  return error.issues.flatMap((i) => {
    const base = i.path.map(String);
    if (i.code === 'unrecognized_keys') {
      return i.keys.map((k) => ({ path: [...base, k].join('.'), message: i.message }));
    }
    return [{ path: base.join('.') || '(body)', message: i.message }];
  });
}

export function problem(c: Context, err: AppError): Response {
  const body = {
    ...err.extensions,
    type: `about:blank#${err.code}`,
    title: titleOf[err.code],
    status: err.status,
    ...(err.detail ? { detail: err.detail } : {}),
    ...(err.errors ? { errors: err.errors } : {}),
    instance: c.req.path,
  };
  return c.body(JSON.stringify(body), err.status, {
    'content-type': 'application/problem+json; charset=utf-8',
  });
}

/**
 * The single error handler: known errors become problem+json, a write that found no space left a
 * 503 (`onOutOfSpace` is told), anything else a 500 without a stack. A database error is logged
 * by its code and message only: never the query's parameters (names, marks).
 */
export function handleError(
  err: Error,
  c: Context,
  log: Logger,
  onOutOfSpace?: () => void,
): Response {
  if (err instanceof AppError) return problem(c, err);
  if (err instanceof z.ZodError)
    return problem(c, new AppError('validation', undefined, fieldErrorsFromZod(err)));
  if (err instanceof HTTPException) {
    const status = err.status;
    const mapped: ErrorCode =
      status === 401
        ? 'unauthenticated'
        : status === 403
          ? 'forbidden'
          : status === 404
            ? 'not_found'
            : status === 413
              ? 'payload_too_large'
              : status === 409
                ? 'conflict'
                : status < 500
                  ? 'bad_request'
                  : 'internal';
    return problem(c, new AppError(mapped, { text: err.message }));
  }
  if (err instanceof SyntaxError)
    return problem(c, new AppError('bad_request', 'errors.invalidJson'));
  // A path with bad percent-encoding (`GET /%`) is the client's mistake: no stack, no 500.
  if (err instanceof URIError) {
    log.warn('bad percent-encoding', { path: redactSeatCodes(c.req.path) });
    return problem(c, new AppError('bad_request', 'errors.badPercentEncoding'));
  }
  // The publication guard (migration 0016): a write to a competition published from a venue.
  const venue = publishedVenueOf(err);
  if (venue !== undefined) return problem(c, publishedFromVenue(venue));
  const database = databaseErrorOf(err);
  if (isOutOfSpace(err)) {
    onOutOfSpace?.();
    log.error('database write failed: no space left', { database });
    return problem(c, new AppError('unavailable', 'errors.diskFull'));
  }
  if (database) {
    log.error('database error', { database });
    return problem(c, new AppError('internal'));
  }
  log.error('unhandled error', {
    error: redactSeatCodes(err.message),
    stack: err.stack === undefined ? undefined : redactSeatCodes(err.stack),
  });
  return problem(c, new AppError('internal'));
}
