import { issImportSchema } from '@artistic/domain/coach-card/iss/schema';
import type { IssImport } from '@artistic/domain/coach-card/iss/types';
import type { CoachCard, CoachCardCreate } from '@artistic/domain/coach-card/schema';
import { coachCardCreatedSchema, coachCardSchema } from '@artistic/domain/coach-card/schema';
import type { Competition } from '@artistic/domain/competition/schema';
import type { Category, RoutineType } from '@artistic/domain/core/enums';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  getNetworkErrorMessage,
  isApiError,
  isConflictError,
  readBody,
  throwUnlessOk,
} from '../../lib/api-client';
import { useAccessToken } from '../../lib/auth';
import { getCompetition, getCompetitions, viewerKey } from '../../lib/competition-reads';
import type { AnswerSchema } from '../../lib/json-api';
import { getJson, parseAnswer, saveRecord } from '../../lib/json-api';
import { getById, useDeleteById } from '../../lib/records';

const coachCardsKey = ['coach-cards'] as const;
// This feature's own view of the competitions (features do not share internals).
const competitionsKey = ['coach-cards', 'competitions'] as const;

/** An answer that does not match the domain schema is shown with this feature's message. */
const invalid = 'coachCards.invalidResponse';

/** POST /api/coachcard/add for a new one, PUT /api/coachcard/{id} with the version read. */
const savedAt = {
  base: '/api/coachcard',
  created: coachCardCreatedSchema,
  stored: coachCardSchema,
  invalid,
};

export function useCompetitions(enabled = true) {
  const token = useAccessToken();
  return useQuery({
    enabled,
    queryKey: [...competitionsKey, 'list', viewerKey(token)],
    queryFn: ({ signal }): Promise<Competition[]> => getCompetitions({ token, signal, invalid }),
  });
}

export function useCompetition(id: string | null) {
  const token = useAccessToken();
  return useQuery({
    queryKey: [...competitionsKey, 'detail', id ?? '', viewerKey(token)],
    queryFn: ({ signal }): Promise<Competition> =>
      getCompetition(id ?? '', { token, signal, invalid }),
    enabled: Boolean(id),
  });
}

function coachCardQueryOptions(id: string, token: string | undefined) {
  return queryOptions({
    queryKey: [...coachCardsKey, 'detail', id],
    queryFn: ({ signal }): Promise<CoachCard> =>
      getById('/api/coachCard', id, coachCardSchema, { token, signal, invalid }),
    enabled: Boolean(token) && id !== '',
  });
}

/** The cards the caller may see (the server filters by role and club). */
export function useCoachCards(competitionId: string | null) {
  const token = useAccessToken();
  const query = competitionId ? `?compId=${encodeURIComponent(competitionId)}` : '';
  return useQuery({
    queryKey: [...coachCardsKey, 'list', competitionId ?? 'all'],
    queryFn: ({ signal }): Promise<CoachCard[]> =>
      getJson(`/api/coachcard${query}`, coachCardSchema.array(), { token, signal, invalid }),
    enabled: Boolean(token),
  });
}

export function useCoachCard(id: string | null) {
  const token = useAccessToken();
  return useQuery(coachCardQueryOptions(id ?? '', token));
}

/** What the form sends: the card without _id (and without version when creating). */
export type CoachCardBody = Omit<CoachCardCreate, 'version'>;

export type CoachCardIntentName = 'save' | 'submit' | 'verify' | 'requestChanges';

export type SaveCoachCardInput =
  | { id: null; intent: 'save' | 'submit'; card: CoachCardBody }
  | { id: string; intent: CoachCardIntentName; card: CoachCardBody; version: number };

/**
 * POST /api/coachcard/add (new card) or PUT /api/coachcard/{id} with the
 * version read; the State in the body says what to do (save, submit, verify,
 * request changes). The form shows every error itself.
 */
export function useSaveCoachCard() {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveCoachCardInput): Promise<CoachCard> =>
      saveRecord(savedAt, input, input.card, token),
    onSuccess: async (card) => {
      queryClient.setQueryData(coachCardQueryOptions(card._id, token).queryKey, card);
      await queryClient.invalidateQueries({ queryKey: [...coachCardsKey, 'list'] });
    },
    onError: () => undefined,
  });
}

export function useDeleteCoachCard() {
  return useDeleteById<CoachCard>('/api/coachcard', coachCardsKey, invalid);
}

/** 409 because of a stale version (not because of the state). */
export function isStaleVersionError(error: unknown): boolean {
  return isConflictError(error) && isApiError(error) && error.problem.type.endsWith('#conflict');
}

/** The schema's answer is an IssImport (checked by the compiler). */
const issImportAnswer: AnswerSchema<IssImport> = issImportSchema;

/** What is read: the ISS spreadsheet as picked, or lines pasted from the printed card. */
export type IssSource = { kind: 'file'; file: Blob } | { kind: 'text'; text: string };

export interface ImportIssInput {
  competitionId: string;
  source: IssSource;
  /** What the form has chosen already: the server uses it only where the card says nothing. */
  hint: { Categoria?: Category | null; Esquema?: RoutineType | null };
}

function issPath({ competitionId, hint }: ImportIssInput): string {
  const query = [`compId=${encodeURIComponent(competitionId)}`];
  if (hint.Categoria) query.push(`Categoria=${encodeURIComponent(hint.Categoria)}`);
  if (hint.Esquema) query.push(`Esquema=${encodeURIComponent(hint.Esquema)}`);
  return `/api/coachcard/iss?${query.join('&')}`;
}

/**
 * POST /api/coachcard/iss: the file's bytes (with its own type) or the pasted text, answered
 * with the draft the card makes and its comparison with the ruleset (nothing is stored). Errors
 * as every call: an ApiError with the problem+json body (400, 413…), status 0 without an answer.
 */
export async function importIssCard(
  input: ImportIssInput,
  token: string | null | undefined,
): Promise<IssImport> {
  const { source } = input;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type':
      source.kind === 'text'
        ? 'text/plain; charset=utf-8'
        : source.file.type || 'application/octet-stream',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(issPath(input), {
      method: 'POST',
      headers,
      body: source.kind === 'text' ? source.text : source.file,
    });
  } catch (error) {
    throw new ApiError({
      type: 'about:blank',
      title: getNetworkErrorMessage(),
      status: 0,
      ...(error instanceof Error && error.message ? { detail: error.message } : {}),
    });
  }
  await throwUnlessOk(response);
  return parseAnswer(issImportAnswer, await readBody(response).catch(() => undefined), invalid);
}

/** Reads an ISS coach card into a draft of the form (nothing is saved). */
export function useImportIssCard() {
  const token = useAccessToken();
  return useMutation({
    mutationFn: (input: ImportIssInput): Promise<IssImport> => importIssCard(input, token),
    onError: () => undefined,
  });
}
