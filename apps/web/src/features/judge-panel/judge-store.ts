import type { JudgeNow, MarkCreate, SeatSession } from '@artistic/domain/judge-panel/schema';

/**
 * What a judge's phone keeps across reloads and lost Wi-Fi (issue 21): its seat session and the
 * marks typed but not yet acknowledged by the server, in the order they were typed. Kept in the
 * phone's localStorage (synchronous, so a mark is stored before the page says it is): a reload,
 * a closed tab or a dead connection loses nothing; each mark carries its key, so sending it
 * again can never store it twice (ADR 051).
 */

const SESSION_KEY = 'artistic.judge.session';
const QUEUE_KEY = 'artistic.judge.queue';
const LAST_NOW_KEY = 'artistic.judge.lastNow';

/** A mark waiting for the server's answer. */
export interface QueuedMark extends MarkCreate {
  /** Which seat session typed it: a mark never goes out under another seat's session. */
  token: string;
}

function read<T>(key: string, fallback: T): T {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? fallback : (JSON.parse(text) as T);
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  window.localStorage.setItem(key, JSON.stringify(value));
}

export function loadSession(): SeatSession | null {
  const session = read<SeatSession | null>(SESSION_KEY, null);
  return session && typeof session.token === 'string' ? session : null;
}

export function saveSession(session: SeatSession): void {
  write(SESSION_KEY, session);
}

/** Forgets the seat (revoked, or the judge leaves it); its unsent marks cannot be sent anymore. */
export function clearSession(): void {
  window.localStorage.removeItem(SESSION_KEY);
  window.localStorage.removeItem(LAST_NOW_KEY);
}

/**
 * Keeps the last answer of GET /api/judge/now of the seat `token` (issue 40): after a reload
 * with no connection, the page draws the entry in the water and its rows from it, so that the
 * marks waiting in the queue show on their rows. One seat's answer at a time.
 */
export function saveLastNow(token: string, now: JudgeNow): void {
  const text = JSON.stringify({ token, now });
  try {
    // An answer read again unchanged (most polls) is not written again.
    if (window.localStorage.getItem(LAST_NOW_KEY) !== text)
      window.localStorage.setItem(LAST_NOW_KEY, text);
  } catch {
    // A full storage loses only this copy: the marks are kept first (enqueueMark).
  }
}

/** The last answer kept for the seat `token`, or null (none, or another seat's). */
export function loadLastNow(token: string): JudgeNow | null {
  const kept = read<{ token?: unknown; now?: JudgeNow } | null>(LAST_NOW_KEY, null);
  return kept && kept.token === token && typeof kept.now === 'object' && kept.now !== null
    ? kept.now
    : null;
}

export function loadQueue(): QueuedMark[] {
  const queue = read<unknown>(QUEUE_KEY, []);
  return Array.isArray(queue) ? (queue as QueuedMark[]) : [];
}

/** Adds a mark at the end of the queue (stored before this returns). */
export function enqueueMark(mark: QueuedMark): QueuedMark[] {
  const queue = [...loadQueue(), mark];
  write(QUEUE_KEY, queue);
  return queue;
}

/** Takes the mark with this key off the queue (the server stored it, or refused it for good). */
export function dequeueMark(key: string): QueuedMark[] {
  const queue = loadQueue().filter((m) => m.key !== key);
  write(QUEUE_KEY, queue);
  return queue;
}

/** A new mark's key: random, unique to this phone's mark. */
export function newMarkKey(): string {
  return crypto.randomUUID();
}

export type SendOutcome = 'stored' | 'refused' | 'offline' | 'signedOut';

/**
 * Sends the queued marks of `token`, oldest first, each until the server answers: a stored mark
 * (201, or 200 when sent before) leaves the queue; one the server refuses for good (400, 409)
 * leaves it too, reported by `onRefused`; no connection or a server error stops the round (the
 * next one sends the rest, in order); 401 means the seat was revoked.
 */
export async function flushQueue(
  token: string,
  send: (mark: MarkCreate) => Promise<Response>,
  onRefused: (mark: QueuedMark, response: Response) => void,
  onStored: (mark: QueuedMark) => void = () => undefined,
): Promise<SendOutcome> {
  for (const mark of loadQueue().filter((m) => m.token === token)) {
    let response: Response;
    try {
      const { token: _t, ...body } = mark;
      response = await send(body);
    } catch {
      return 'offline';
    }
    if (response.status === 401) return 'signedOut';
    if (response.ok) {
      dequeueMark(mark.key);
      onStored(mark);
      continue;
    }
    if (response.status >= 500 || response.status === 429) return 'offline';
    dequeueMark(mark.key);
    onRefused(mark, response);
  }
  return 'stored';
}
