import type { JudgeNow, MarkCreate, SeatSession } from '@artistic/domain/judge-panel/schema';
import { judgeNowSchema, seatSessionSchema } from '@artistic/domain/judge-panel/schema';
import { send } from '../../lib/api-client';
import { getJson, sendJson } from '../../lib/json-api';

/**
 * The judge's phone's calls (issue 21, ADR 051): the seat session travels in `X-Judge-Seat`,
 * never as a signed-in user's token.
 */

const invalid = 'judge.invalidResponse';
const seatHeaders = (token: string) => ({ 'X-Judge-Seat': token });

/** POST /api/judge/session: the seat of a code. */
export function openSeat(code: string): Promise<SeatSession> {
  return sendJson('POST', '/api/judge/session', { code }, seatSessionSchema, { invalid });
}

/** GET /api/judge/now: the entry in the water and this seat's marks on it. */
export function readNow(token: string, signal?: AbortSignal): Promise<JudgeNow> {
  return getJson('/api/judge/now', judgeNowSchema, {
    headers: seatHeaders(token),
    invalid,
    ...(signal ? { signal } : {}),
  });
}

/** POST /api/judge/marks, answered as it is (the queue reads its status). */
export function postMark(token: string, mark: MarkCreate): Promise<Response> {
  return send('/api/judge/marks', {
    method: 'POST',
    token: null,
    headers: seatHeaders(token),
    body: mark,
  });
}
