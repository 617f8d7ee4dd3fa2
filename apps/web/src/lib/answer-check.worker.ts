import './zod-jitless';
import type { CheckedAnswer } from './answer-schemas';
import { checkWith, isAnswerName, parseAnswerText } from './answer-schemas';

/**
 * The answer-check worker (ADR 050): builds the domain schemas and checks the visitors' answers
 * off the page's main thread, which on a phone spent more time building and running zod than
 * drawing the page. Asked `{ id, name, text }` (the answer's JSON text, parsed here, so that the
 * page never parses a large answer either), it answers `{ id, ...CheckedAnswer }`.
 */

export interface CheckRequest {
  id: number;
  name: string;
  text: string | undefined;
}

export type CheckReply = { id: number } & CheckedAnswer;

/** One request's reply (exported for the unit test, which runs it without a worker). */
export function answerRequest(request: CheckRequest): CheckReply {
  if (!isAnswerName(request.name))
    return { id: request.id, ok: false, where: `unknown answer ${String(request.name)}` };
  return { id: request.id, ...checkWith(request.name, parseAnswerText(request.text)) };
}

interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<CheckRequest>) => void): void;
  postMessage(message: CheckReply): void;
}

const scope = globalThis as unknown as WorkerScope;
if (typeof window === 'undefined')
  scope.addEventListener('message', (event) => scope.postMessage(answerRequest(event.data)));
