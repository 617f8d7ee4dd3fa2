import type { Competition } from '@artistic/domain/competition/schema';
import type { PublicationStatus } from '@artistic/domain/publication/schema';
import type {
  ResultListEventResponse,
  ResultListEventsResponse,
  ResultListResponse,
} from '@artistic/domain/result-list/schema';
import type { ScoreboardResponse } from '@artistic/domain/result-list/scoreboard-schema';
import i18n from '../i18n/i18n';
import type { CheckReply, CheckRequest } from './answer-check.worker';
import type { AnswerName, CheckedAnswer } from './answer-schemas';
import { readJsonText, send, throwUnlessOk } from './api-client';
import { InvalidAnswerError } from './json-api';

/**
 * The visitors' answers checked against the domain schemas off the main thread (ADR 050): a
 * worker builds zod's schemas and runs them, so that the page that waits for the answer never
 * does. Where no worker can run (an old browser, the unit tests' DOM) or the worker fails, the
 * same check runs here, with the schemas loaded on demand. Either way the page gets only an
 * answer that matched (issue 19), or an InvalidAnswerError.
 */

/** What each answer is once checked. */
export interface AnswerTypes {
  competitions: Competition[];
  resultList: ResultListResponse;
  resultListEvents: ResultListEventsResponse;
  resultListEvent: ResultListEventResponse;
  scoreboard: ScoreboardResponse;
  publicationStatus: PublicationStatus | null;
}

/** What is checked: an answer's JSON text, parsed where it is checked. */
interface CheckInput {
  text: string | undefined;
}

interface Pending {
  name: AnswerName;
  input: CheckInput;
  resolve: (checked: CheckedAnswer) => void;
}

const pending = new Map<number, Pending>();
let nextId = 1;
/** The worker; null once it is known not to run here. */
let worker: Worker | null | undefined;

async function checkHere(name: AnswerName, input: CheckInput): Promise<CheckedAnswer> {
  const { checkWith, parseAnswerText } = await import('./answer-schemas');
  return checkWith(name, parseAnswerText(input.text));
}

/** The worker failed (its code did not load, say): what it was asked is checked here instead. */
function dropWorker(failed: Worker) {
  if (worker === failed) worker = null;
  failed.terminate();
  const waiting = [...pending.values()];
  pending.clear();
  for (const { name, input, resolve } of waiting) void checkHere(name, input).then(resolve);
}

function answerWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  try {
    const started = new Worker(new URL('./answer-check.worker.ts', import.meta.url), {
      type: 'module',
      name: 'answer-check',
    });
    started.addEventListener('message', (event: MessageEvent<CheckReply>) => {
      const { id, ...checked } = event.data;
      const waiting = pending.get(id);
      pending.delete(id);
      waiting?.resolve(checked);
    });
    started.addEventListener('error', () => dropWorker(started));
    started.addEventListener('messageerror', () => dropWorker(started));
    worker = started;
  } catch {
    worker = null;
  }
  return worker;
}

/**
 * Starts the worker (its code and schemas load in parallel) before the answer it will check is
 * asked for: called as a visitor's read starts.
 */
export function prepareAnswerCheck(): void {
  answerWorker();
}

function check(name: AnswerName, input: CheckInput): Promise<CheckedAnswer> {
  const target = answerWorker();
  if (!target) return checkHere(name, input);
  return new Promise((resolve) => {
    const id = nextId++;
    pending.set(id, { name, input, resolve });
    const request: CheckRequest = { id, name, ...input };
    target.postMessage(request);
  });
}

async function checked<Name extends AnswerName>(
  name: Name,
  input: CheckInput,
  invalid: string,
): Promise<AnswerTypes[Name]> {
  const answer = await check(name, input);
  if (answer.ok) return answer.data as AnswerTypes[Name];
  throw new InvalidAnswerError(i18n.t(invalid), answer.where);
}

/**
 * An answer's JSON text (api-client's readJsonText) parsed and checked as the answer `name`
 * where the check runs: in the worker, the page's main thread neither parses nor checks it.
 * `invalid` is the i18n key of the message when it is not JSON or does not match (lib/json-api's
 * parseAnswer, asynchronous).
 */
export function checkAnswerText<Name extends AnswerName>(
  name: Name,
  text: string | undefined,
  invalid: string,
): Promise<AnswerTypes[Name]> {
  return checked(name, { text }, invalid);
}

/** GET `path` (a visitor's call: no token) and check the answer as `name` (json-api's getJson). */
export async function getChecked<Name extends AnswerName>(
  path: string,
  name: Name,
  call: { signal?: AbortSignal | undefined; invalid: string },
): Promise<AnswerTypes[Name]> {
  prepareAnswerCheck();
  const response = await send(path, {
    token: null,
    ...(call.signal ? { signal: call.signal } : {}),
  });
  await throwUnlessOk(response);
  return checkAnswerText(name, await readJsonText(response).catch(() => undefined), call.invalid);
}
