import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Competition } from '@artistic/domain/competition/schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type { ResultListResponse } from '@artistic/domain/result-list/schema';
import { seedDemoCompetitions } from '../test/demo-app.ts';
import type { TestUser } from '../test/test-app.ts';
import { users, useTestApp } from '../test/test-app.ts';
import { matchesIfNoneMatch, versionFromIfMatch } from './etag.ts';

/** ETags, 304 and freshness of the public GETs (ADR 019). */
const t = useTestApp();
let visible: Competition;
let hidden: Competition;
beforeAll(async () => {
  ({ visible, hidden } = await seedDemoCompetitions(t));
});

const paths = () => ({
  competitions: '/api/competitions',
  competition: `/api/competitions/${visible._id}`,
  startList: `/api/competitions/${visible._id}/startlist`,
  resultList: `/api/competitions/${visible._id}/resultList`,
});

async function get(path: string, opts: { as?: TestUser; etag?: string; gzip?: boolean } = {}) {
  const headers: Record<string, string> = {};
  if (opts.etag) headers['if-none-match'] = opts.etag;
  if (opts.gzip) headers['accept-encoding'] = 'gzip';
  return t.request(path, { as: opts.as, headers });
}

describe('public GETs carry an ETag and answer 304 while nothing changed', () => {
  it.each(['competitions', 'competition', 'startList', 'resultList'] as const)(
    '%s: ETag, no-cache, Vary Authorization; If-None-Match gives 304 without a body',
    async (name) => {
      const path = paths()[name];
      const first = await get(path);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      expect(first.headers.get('vary')).toMatch(/Authorization/);
      const body = await first.text();

      const again = await get(path, { etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);

      const other = await get(path, { etag: 'W/"something-else"' });
      expect(other.status).toBe(200);
      expect(await other.text()).toBe(body);
    },
  );

  it('sends the cached answer gzipped when asked, with the same content', async () => {
    const plain = await (await get(paths().resultList)).text();
    const zipped = await get(paths().resultList, { gzip: true });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(plain);
  });
});

describe('answers differ per caller where the content does', () => {
  it("an admin's list (with the hidden competition) has another ETag; anonymous never gets 304 for it", async () => {
    const admin = await get('/api/competitions', { as: users.admin });
    const adminList = (await admin.json()) as Competition[];
    expect(adminList.map((c) => c._id)).toContain(hidden._id);
    const anonymous = await get('/api/competitions', { etag: admin.headers.get('etag') ?? '' });
    expect(anonymous.status).toBe(200);
    const anonymousList = (await anonymous.json()) as Competition[];
    expect(anonymousList.map((c) => c._id)).not.toContain(hidden._id);
    expect(anonymous.headers.get('etag')).not.toBe(admin.headers.get('etag'));
  });

  it('a hidden competition stays 404 for the public even after an admin read filled the cache', async () => {
    for (const suffix of ['', '/startlist', '/resultList']) {
      const path = `/api/competitions/${hidden._id}${suffix}`;
      expect((await get(path, { as: users.admin })).status).toBe(200);
      expect((await get(path)).status).toBe(404);
      expect((await get(path, { as: users.clubeA })).status).toBe(404);
    }
  });

  it('an unknown competition is 404 problem+json', async () => {
    const res = await get('/api/competitions/ffffffffffffffffffffffff/resultList');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });
});

describe('a write shows at once: nothing stale is served', () => {
  it('a figure score changes the result list (content and ETag) and the competition right away', async () => {
    const before = await get(paths().resultList);
    const etag = before.headers.get('etag') ?? '';
    const competitionEtag = (await get(paths().competition)).headers.get('etag') ?? '';
    const sheets = (await (
      await t.request(`/api/resultadoFigura/comp/${visible._id}`, { as: users.admin })
    ).json()) as FigureResult[];
    const sheet = sheets[0] as FigureResult;
    const { _id, ...body } = sheet;
    const rows = body.Resultados_fig.map((r) => ({ ...r, J1: 9.9, J2: 9.9, J3: 9.9 }));
    const put = await t.request(`/api/resultadoFigura/${_id}`, {
      method: 'PUT',
      as: users.admin,
      body: { ...body, Resultados_fig: rows },
    });
    expect(put.status).toBe(200);
    const saved = (await put.json()) as FigureResult;

    const after = await get(paths().resultList, { etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const list = (await after.json()) as ResultListResponse;
    expect(JSON.stringify(list)).toContain(JSON.stringify(saved.Pontos));

    const competition = await get(paths().competition, { etag: competitionEtag });
    expect(competition.status).toBe(200);
    const stored = (await competition.json()) as Competition;
    expect(stored.Resultados.ResultadosFiguras.find((r) => r._id === _id)?.version).toBe(
      saved.version,
    );
  });

  it('a competition update changes its list and detail ETags; the detail ETag works as If-Match', async () => {
    const listEtag = (await get('/api/competitions')).headers.get('etag') ?? '';
    const detail = await get(paths().competition, { as: users.admin });
    const etag = detail.headers.get('etag') ?? '';
    expect(versionFromIfMatch(etag)).toBe(visible.version);
    const {
      _id,
      Resultados: _r,
      StartList: _s,
      version: _v,
      ...fields
    } = (await detail.json()) as Competition;
    const put = await t.request(`/api/competitions/${_id}`, {
      method: 'PUT',
      as: users.admin,
      body: { ...fields, Nome: 'Campeonato renomeado' },
      headers: { 'if-match': etag },
    });
    expect(put.status).toBe(200);
    const list = await get('/api/competitions', { etag: listEtag });
    expect(list.status).toBe(200);
    expect(JSON.stringify(await list.json())).toContain('Campeonato renomeado');
    const again = await get(paths().competition, { etag });
    expect(again.status).toBe(200);
    expect(((await again.json()) as Competition).Nome).toBe('Campeonato renomeado');
    visible = { ...visible, version: visible.version + 1 };
  });

  it('drawing the start list again changes the start list ETag and content', async () => {
    const before = await get(paths().startList);
    const etag = before.headers.get('etag') ?? '';
    const draw = await t.request(`/api/competitions/${visible._id}/startlist`, {
      method: 'POST',
      as: users.admin,
      body: { confirm: true },
    });
    expect(draw.status).toBe(200);
    const after = await get(paths().startList, { etag });
    expect(after.status).toBe(200);
    expect(((await after.json()) as { startListVersion: number }).startListVersion).toBe(
      ((await before.json()) as { startListVersion: number }).startListVersion + 1,
    );
  });

  it('a refused write changes nothing: the ETag still gives 304', async () => {
    const etag = (await get(paths().resultList)).headers.get('etag') ?? '';
    const bad = await t.request('/api/resultadoFigura/add', {
      method: 'POST',
      as: users.admin,
      body: { nonsense: true },
    });
    expect(bad.status).toBe(400);
    expect((await get(paths().resultList, { etag })).status).toBe(304);
  });
});

describe('If-None-Match and If-Match parsing', () => {
  it('compares weakly, in lists, and with *', () => {
    expect(matchesIfNoneMatch('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abcd"', 'W/"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'W/"abc"')).toBe(false);
  });

  it('reads the version from W/"n", "n" and W/"n-hash"', () => {
    expect(versionFromIfMatch('W/"3"')).toBe(3);
    expect(versionFromIfMatch('"12"')).toBe(12);
    expect(versionFromIfMatch('W/"7-AbC_d-9"')).toBe(7);
    expect(versionFromIfMatch('W/"AbC"')).toBeUndefined();
    expect(versionFromIfMatch(undefined)).toBeUndefined();
  });
});
