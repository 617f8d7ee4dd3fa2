/**
 * Issue 18, item 7: a name with a direction override ('Ana\u202Eavlis' prints as 'Anasilva' in a
 * PDF) or another invisible character is refused at the edge: 400 problem+json naming the field
 * with 'errors.invisibleCharacters', and nothing is stored (no row, no audit entry).
 */
import type { CoachCard } from '@artistic/domain/coach-card/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  NOW,
  coachCardBody,
  competitionBody,
  createCompetitionFixture,
  figureEntryBody,
  snapshotDatabase,
} from './route-fixtures.ts';
import { users, useTestApp } from './test-app.ts';

const EVIL = 'Ana\u202Eavlis';

let competitionId: string;
const t = useTestApp({ deps: { now: () => NOW } });
beforeAll(async () => {
  competitionId = (await createCompetitionFixture(t.db))._id;
});

interface Problem {
  status: number;
  errors?: { path: string; message: string }[];
}

/** Sends a write and checks it is refused naming exactly `paths`, with the database unchanged. */
async function expectRefused(
  path: string,
  init: { method: string; body: unknown; as: (typeof users)[keyof typeof users] },
  paths: string[],
) {
  const before = await snapshotDatabase(t.db);
  const res = await t.request(path, init);
  expect(res.status).toBe(400);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  const problem = (await res.json()) as Problem;
  expect(problem.errors).toEqual(
    paths.map((p) => ({ path: p, message: 'errors.invisibleCharacters' })),
  );
  expect(await snapshotDatabase(t.db)).toEqual(before);
}

describe('names with direction overrides or invisible characters are refused (issue 18)', () => {
  it('a competition', async () => {
    await expectRefused(
      '/api/competitions/add',
      { method: 'POST', as: users.admin, body: competitionBody({ Nome: `Taça ${EVIL}` }) },
      ['Nome'],
    );
  });

  it('a coach card: athlete, theme and reserve', async () => {
    const body = coachCardBody(competitionId);
    await expectRefused(
      '/api/coachcard/add',
      {
        method: 'POST',
        as: users.clubeA,
        body: {
          ...body,
          Tema_esquema: 'Ondas\u200B do Atlântico',
          Atletas: [{ ...body.Atletas[0], Nome: EVIL }, body.Atletas[1]],
          Reservas: [{ ...body.Reservas[0], Nome: 'Diana\u2067Lopes' }],
        },
      },
      ['Tema_esquema', 'Atletas.0.Nome', 'Reservas.0.Nome'],
    );
  });

  it('a figure entry', async () => {
    const { version: _v, ...body } = figureEntryBody(competitionId);
    await expectRefused(
      '/api/figura/add',
      {
        method: 'POST',
        as: users.clubeA,
        body: { ...body, Atletas: [body.Atletas[0], { ...body.Atletas[1], Nome: EVIL }] },
      },
      ['Atletas.1.Nome'],
    );
  });

  it("a referee's reason: several lines pass, a direction override does not", async () => {
    const created = await t.request('/api/coachcard/add', {
      method: 'POST',
      as: users.clubeA,
      body: { ...coachCardBody(competitionId), State: 'Submetido' },
    });
    expect(created.status).toBe(201);
    const { _id, ...card } = (await created.json()) as CoachCard & { insertedId?: string };
    delete card.insertedId;
    const sendBack = (reason: string) => ({
      method: 'PUT',
      as: users.referee,
      body: { ...card, State: 'Rascunho', Motivo_alteracoes: reason },
    });
    await expectRefused(`/api/coachcard/${_id}`, sendBack(`Falta o tema ${EVIL}`), [
      'Motivo_alteracoes',
    ]);
    const reason = 'Falta o tema.\nO ACR está fora de ordem.';
    const res = await t.request(`/api/coachcard/${_id}`, sendBack(reason));
    expect(res.status).toBe(200);
    expect(((await res.json()) as CoachCard).Motivo_alteracoes).toBe(reason);
  });

  it('an ordinary Portuguese name with accents, apostrophe and hyphen is stored as sent', async () => {
    const { version: _v, ...body } = figureEntryBody(competitionId);
    const name = "Maria-João D'Ávila Gonçalves";
    const res = await t.request('/api/figura/add', {
      method: 'POST',
      as: users.clubeA,
      body: { ...body, Atletas: [{ ...body.Atletas[0], Nome: name }] },
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { Atletas: { Nome: string }[] }).Atletas[0]?.Nome).toBe(name);
  });
});
