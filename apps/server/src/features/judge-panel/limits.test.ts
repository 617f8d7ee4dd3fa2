import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Competition } from '@artistic/domain/competition/schema';
import type { IssuedSeat, PanelSeats, SeatSession } from '@artistic/domain/judge-panel/schema';
import type { ProblemDetails } from '@artistic/domain/core/problem-schema';
import type { LogLine } from '../../test/capturing-logger.ts';
import { capturingLogger } from '../../test/capturing-logger.ts';
import { seedDemoCompetitions } from '../../test/demo-app.ts';
import { users, useTestApp } from '../../test/test-app.ts';
import { SESSIONS_PER_SEAT } from './service.ts';

/**
 * The limits of issue 36 on the judges' panel: streams per seat session and in all (with the
 * caps set low here, as an operator may), a revoked seat's stream ending at once, a bounded
 * number of sessions per seat, and seat codes never in the log.
 */
const lines: LogLine[] = [];
// The web app's build, as the server serves it: the phone's page /judge/<code> is its index.html.
const webDist = mkdtempSync(join(tmpdir(), 'artistic-dist-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root">SPA</div>');
const t = useTestApp({
  env: {
    JUDGE_STREAMS_PER_SESSION: '2',
    LIVE_STREAMS_MAX: '4',
    LOG_LEVEL: 'info',
    WEB_DIST: webDist,
  },
  deps: { log: capturingLogger((line) => lines.push(line)) },
});
let demo: Competition;

beforeAll(async () => {
  ({ visible: demo } = await seedDemoCompetitions(t));
});

const panelPath = (rest = '') => `/api/competitions/${demo._id}/panel${rest}`;

async function issue(panel: string, seat: number): Promise<IssuedSeat> {
  const res = await t.request(panelPath(`/seats/${panel}/${seat}/issue`), {
    method: 'POST',
    as: users.admin,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as IssuedSeat;
}

async function signIn(code: string): Promise<SeatSession> {
  const res = await t.request('/api/judge/session', { method: 'POST', body: { code } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as SeatSession;
}

const asSeat = (token: string) => ({ 'x-judge-seat': token });
const phoneStream = (token: string) => t.request('/api/judge/stream', { headers: asSeat(token) });

/** Reads a stream until `until` matches (or it ends, or two seconds pass): the text and whether it ended. */
async function readUntil(res: Response, until: RegExp): Promise<{ text: string; ended: boolean }> {
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no stream');
  const decoder = new TextDecoder();
  let text = '';
  let ended = false;
  const deadline = Date.now() + 2000;
  while (!until.test(text) && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<{ done: true; value: undefined; late: true }>((resolve) =>
        setTimeout(() => resolve({ done: true, value: undefined, late: true }), 2000),
      ),
    ]);
    if (chunk.done) {
      ended = !('late' in chunk);
      break;
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
  if (!ended) {
    // After signedOut the server ends the stream: the next read says so.
    const next = await Promise.race([
      reader.read(),
      new Promise<{ done: false }>((resolve) => setTimeout(() => resolve({ done: false }), 500)),
    ]);
    ended = next.done;
  }
  await reader.cancel();
  return { text, ended };
}

const cancel = (res: Response) => res.body?.cancel();

describe('live streams are limited (issue 36)', () => {
  it('a seat session holds at most JUDGE_STREAMS_PER_SESSION streams: one more is 429 naming the limit', async () => {
    const { token } = await signIn((await issue('coachCard', 1)).code);
    const open = [await phoneStream(token), await phoneStream(token)];
    expect(open.map((r) => r.status)).toEqual([200, 200]);
    const third = await phoneStream(token);
    expect(third.status).toBe(429);
    expect(third.headers.get('content-type')).toContain('application/problem+json');
    const problem = (await third.json()) as ProblemDetails & { limit: number; limitName: string };
    expect(problem).toMatchObject({ limit: 2, limitName: 'JUDGE_STREAMS_PER_SESSION' });
    expect(problem.detail).toContain('2 ligações em direto');
    // Another seat's phone is not held up, and a closed stream frees its place.
    await cancel(open[0] as Response);
    await expect
      .poll(async () => {
        const again = await phoneStream(token);
        await cancel(again);
        return again.status;
      })
      .toBe(200);
    await cancel(open[1] as Response);
  });

  it('the process holds at most LIVE_STREAMS_MAX streams, tables and phones together: one more is 503 naming it', async () => {
    const phones = await Promise.all(
      [2, 3].map(async (s) => signIn((await issue('coachCard', s)).code)),
    );
    const open = [
      await phoneStream(phones[0]?.token ?? ''),
      await phoneStream(phones[0]?.token ?? ''),
      await phoneStream(phones[1]?.token ?? ''),
      await t.request(panelPath('/coachCard/stream'), { as: users.admin }),
    ];
    expect(open.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    for (const res of [
      await phoneStream(phones[1]?.token ?? ''),
      await t.request(panelPath('/coachCard/stream'), { as: users.referee }),
    ]) {
      expect(res.status).toBe(503);
      const problem = (await res.json()) as ProblemDetails & { limit: number; limitName: string };
      expect(problem).toMatchObject({ limit: 4, limitName: 'LIVE_STREAMS_MAX' });
      expect(problem.detail).toContain('4 ligações em direto');
    }
    await Promise.all(open.map(cancel));
  });

  it("a revoked seat's stream ends with signedOut within a second of the revoke", async () => {
    const { token } = await signIn((await issue('coachCard', 4)).code);
    const stream = await phoneStream(token);
    expect(stream.status).toBe(200);
    const reader = stream.body?.getReader();
    if (!reader) throw new Error('no stream');
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('event: ready')) {
      const chunk = await reader.read();
      if (chunk.done) throw new Error(`the stream ended: ${text}`);
      text += decoder.decode(chunk.value, { stream: true });
    }
    const revoked = await t.request(panelPath('/seats/coachCard/4/revoke'), {
      method: 'POST',
      as: users.admin,
    });
    expect(revoked.status).toBe(200);
    const started = performance.now();
    const timeout = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 1000));
    let ended = false;
    while (!ended) {
      const chunk = await Promise.race([reader.read(), timeout]);
      if (chunk === 'late') break;
      if (chunk.done) ended = true;
      else text += decoder.decode(chunk.value, { stream: true });
    }
    expect(text).toContain('event: signedOut');
    expect(ended).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
    await reader.cancel();
  });
});

describe('seat sessions are limited (issue 36)', () => {
  it(`one code opens at most ${SESSIONS_PER_SEAT} live sessions: the next ends the oldest, whose stream ends too`, async () => {
    const { code } = await issue('coachCard', 5);
    const first = await signIn(code);
    const firstStream = await phoneStream(first.token);
    expect(firstStream.status).toBe(200);
    const others: SeatSession[] = [];
    for (let i = 1; i < SESSIONS_PER_SEAT; i++) others.push(await signIn(code));
    // Five live sessions: every one still works.
    expect((await t.request('/api/judge/now', { headers: asSeat(first.token) })).status).toBe(200);

    const newest = await signIn(code);
    const ended = await readUntil(firstStream, /event: signedOut/);
    expect(ended.text).toContain('event: signedOut');
    expect((await t.request('/api/judge/now', { headers: asSeat(first.token) })).status).toBe(401);
    for (const session of [...others, newest])
      expect((await t.request('/api/judge/now', { headers: asSeat(session.token) })).status).toBe(
        200,
      );
    const { seats } = (await (
      await t.request(panelPath(), { as: users.admin })
    ).json()) as PanelSeats;
    expect(seats.find((s) => s.panel === 'coachCard' && s.seat === 5)?.sessions).toBe(
      SESSIONS_PER_SEAT,
    );
  });
});

describe('seat codes are never logged (issue 36)', () => {
  it("the access log holds the phone's page as /judge/[code], in any case, and the API's paths as they are", async () => {
    const { code, path } = await issue('coachCard', 6);
    const plain = code.replace('-', '');
    lines.length = 0;
    await t.request(path);
    await t.request(`/judge/${plain.toLowerCase()}`);
    await t.request(`/Judge/${code}?code=${plain}`);
    await signIn(code);
    const text = JSON.stringify(lines);
    expect(lines.filter((l) => l.msg === 'request').map((l) => l['path'])).toEqual([
      '/judge/[code]',
      '/judge/[code]',
      '/Judge/[code]',
      '/api/judge/session',
    ]);
    for (const form of [plain, plain.toLowerCase(), code, code.slice(0, 4), code.slice(5)])
      expect(text).not.toContain(form);
  });

  it('nor in the warning of a path with bad percent-encoding', async () => {
    const { code } = await issue('coachCard', 7);
    const plain = code.replace('-', '');
    lines.length = 0;
    const res = await t.request(`/judge/${plain}%E0%A4%A`);
    expect(res.status).toBe(400);
    const warnings = lines.filter((l) => l.msg === 'bad percent-encoding');
    expect(warnings).toEqual([expect.objectContaining({ path: '/judge/[code]' })]);
    expect(JSON.stringify(lines)).not.toContain(plain);
    expect(JSON.stringify(lines)).toContain('/judge/[code]');
  });
});
