import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckReply, CheckRequest } from './answer-check.worker';
import { answerRequest } from './answer-check.worker';

const events = {
  competition: { _id: 'c1', Nome: 'Campeonato', Data: '2099-03-15' },
  now: 1,
  events: [
    {
      Ordem: 1,
      Prova: 'Figuras',
      Categoria: 'INF',
      label: 'Infantil — Figuras',
      rows: 2,
      scored: 1,
      status: {
        state: 'provisional',
        corrected: false,
        signedAt: null,
        signedBy: null,
        provisionalSince: '2099-03-15T10:00:00.000Z',
        inquiriesUntil: '2099-03-15T10:30:00.000Z',
        openInquiries: 0,
      },
    },
  ],
};

/** A fresh copy of lib/answer-check.ts: it keeps its worker (or the lack of one) per page load. */
async function loadAnswerCheck() {
  vi.resetModules();
  const [{ checkAnswerText }, { isInvalidAnswerError }] = await Promise.all([
    import('./answer-check'),
    import('./json-api'),
  ]);
  /** The answer `value` checked as the page checks it: from its JSON text. */
  const checkAnswer = (name: 'resultListEvents', value: unknown, invalid: string) =>
    checkAnswerText(name, JSON.stringify(value), invalid);
  return { checkAnswer, checkAnswerText, isInvalidAnswerError };
}

type Listener = (event: { data: unknown }) => void;

/** A Worker that runs the real worker's handler a task later, or fails as its code would. */
function fakeWorker(behaviour: 'answers' | 'fails') {
  const created: FakeWorker[] = [];
  class FakeWorker {
    readonly listeners = new Map<string, Listener[]>();
    terminated = false;
    posted: CheckRequest[] = [];
    constructor() {
      created.push(this);
    }
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    postMessage(request: CheckRequest) {
      this.posted.push(request);
      setTimeout(() => {
        if (behaviour === 'fails') {
          for (const listener of this.listeners.get('error') ?? []) listener({ data: undefined });
          return;
        }
        const reply: CheckReply = answerRequest(structuredClone(request));
        for (const listener of this.listeners.get('message') ?? []) listener({ data: reply });
      }, 0);
    }
    terminate() {
      this.terminated = true;
    }
  }
  return { FakeWorker, created };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('answers checked off the main thread (ADR 050)', () => {
  it('hands back an answer that matches its schema, checked here where no worker runs', async () => {
    const { checkAnswer } = await loadAnswerCheck();
    await expect(
      checkAnswer('resultListEvents', events, 'resultLists.invalidResponse'),
    ).resolves.toEqual(events);
  });

  it('refuses an answer that does not match, naming where, with the feature message', async () => {
    const { checkAnswer, isInvalidAnswerError } = await loadAnswerCheck();
    const wrong = { ...events, events: [{ ...events.events[0], rows: 'dois' }] };
    const failure = await checkAnswer(
      'resultListEvents',
      wrong,
      'resultLists.invalidResponse',
    ).catch((error: unknown) => error);
    expect(isInvalidAnswerError(failure)).toBe(true);
    expect((failure as Error).message).toMatch(/events\.0\.rows/);
  });

  it('refuses a text that is not JSON, or no text, as an answer that does not match', async () => {
    const { checkAnswerText, isInvalidAnswerError } = await loadAnswerCheck();
    await expect(checkAnswerText('resultListEvents', '{"now": 1', 'x')).rejects.toSatisfy(
      isInvalidAnswerError,
    );
    await expect(checkAnswerText('resultListEvents', undefined, 'x')).rejects.toSatisfy(
      isInvalidAnswerError,
    );
  });

  it('asks the worker when one runs, and gets its checked answer back', async () => {
    const { FakeWorker, created } = fakeWorker('answers');
    vi.stubGlobal('Worker', FakeWorker);
    const { checkAnswer, isInvalidAnswerError } = await loadAnswerCheck();

    await expect(checkAnswer('resultListEvents', events, 'x')).resolves.toEqual(events);
    await expect(
      checkAnswer('resultListEvents', { ...events, now: 'agora' }, 'x'),
    ).rejects.toSatisfy(isInvalidAnswerError);

    // One worker for the visit, asked twice.
    expect(created).toHaveLength(1);
    expect(created[0]?.posted.map((request) => request.name)).toEqual([
      'resultListEvents',
      'resultListEvents',
    ]);
    // The worker is sent the answer's text, which only it parses.
    expect(created[0]?.posted[0]).toEqual({
      id: 1,
      name: 'resultListEvents',
      text: JSON.stringify(events),
    });
  });

  it('checks here what a failed worker was asked, and no longer asks it', async () => {
    const { FakeWorker, created } = fakeWorker('fails');
    vi.stubGlobal('Worker', FakeWorker);
    const { checkAnswer } = await loadAnswerCheck();

    await expect(checkAnswer('resultListEvents', events, 'x')).resolves.toEqual(events);
    expect(created[0]?.terminated).toBe(true);
    await expect(checkAnswer('resultListEvents', events, 'x')).resolves.toEqual(events);
    expect(created).toHaveLength(1);
    expect(created[0]?.posted).toHaveLength(1);
  });

  it('the worker parses a text it is sent, and refuses one that is not JSON', () => {
    expect(
      answerRequest({ id: 3, name: 'resultListEvents', text: JSON.stringify(events) }),
    ).toEqual({ id: 3, ok: true, data: events });
    expect(answerRequest({ id: 4, name: 'resultListEvents', text: '<html>' })).toMatchObject({
      id: 4,
      ok: false,
    });
  });

  it('the worker refuses to check an answer it does not know', () => {
    expect(answerRequest({ id: 7, name: 'passwords', text: '{}' })).toEqual({
      id: 7,
      ok: false,
      where: 'unknown answer passwords',
    });
  });
});
