/**
 * The authorization matrix: for every API route (method + path as in the route table), what
 * each caller gets. Expected statuses are derived from the domain permission table
 * (packages/domain/src/users/permissions.ts) through ordered checks, the order the server applies
 * them:
 *
 * - `signedIn`: anonymous callers get 401;
 * - `may(action, resource?)`: a caller the table refuses gets 403 (anonymous: 401);
 * - `sees(action, resource?)`: a caller who may not see the target gets 404 (it does not exist
 *   for them), or the given status (400 when the target is named in the body).
 *
 * The first failing check gives the status; when all pass, the case's `ok` status.
 * authorization-matrix.test.ts fails when a route has no line here, or a line names a route
 * that no longer exists. Add one line per new route, e.g. an admin-only read and write:
 *
 *   read('GET /api/audit', [may('audit.view')], (w) => `/api/audit?compId=${w.visible.compId}`),
 *   write('POST /api/import', 'import', [may('competition.create')], 201, async (x) => ({ path, body })),
 *
 * A write line also puts the route under hostile-input.test.ts (its prepare must give a request
 * that succeeds for the callers the checks allow; add `bodySchema` when the route's own body
 * schema is looser than what its service accepts).
 */
import type { CoachCardState } from '@artistic/domain/core/enums';
import type { CoachCard } from '@artistic/domain/coach-card/schema';
import type { Action, PermissionResource, User } from '@artistic/domain/users/permissions';
import { can } from '@artistic/domain/users/permissions';
import { BUILT_IN_RULESET } from '@artistic/domain/ruleset/built-in';
import { competitionExportSchema } from '@artistic/domain/transfer/export-schema';
import type { z } from 'zod';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { athletes } from '../db/schema.ts';
import { seedDemo } from '../demo-seed.ts';
import { exportCompetition } from '../features/backups/service.ts';
import { listCompetitionRows } from '../features/competitions/repository.ts';
import { newId } from '../features/competitions/service.ts';
import { copyRuleset } from '../features/rulesets/service.ts';
import { deleteCompetition } from '../features/competitions/service.ts';
import { competitionHooks } from '../feature-hooks.ts';
import { listSnapshots } from '../features/snapshots/service.ts';
import { upsertLink } from '../features/publications/venue-repository.ts';
import { createPublication } from '../features/publications/site-service.ts';
import {
  PUBLICATION_KEY_HEADER,
  publicationBatchSchema,
} from '@artistic/domain/publication/schema';
import {
  SEAT_HEADER,
  createSeatCodeLimiter,
  issueSeat,
  movePointer,
  openSeatSession,
} from '../features/judge-panel/service.ts';
import { figureEntryKey } from '@artistic/domain/judge-panel/entries';
import { figureEntryKey as resultEntryKey } from '@artistic/domain/result-list/model';
import type { Scope } from './route-fixtures.ts';
import {
  ALFA,
  coachCardBody,
  competitionBody,
  createCoachCardFixture,
  createCompetitionFixture,
  createFigureEntryFixture,
  createFigureResultFixture,
  createRoutineResultFixture,
  createScope,
  figureEntryBody,
  figureResultBody,
  generateStartListFixture,
  NOW,
  routineResultBody,
} from './route-fixtures.ts';
import type { TestUser } from './test-app.ts';
import { users } from './test-app.ts';

export const CALLERS = {
  anonymous: null,
  clubeA: users.clubeA,
  clubeB: users.clubeB,
  referee: users.referee,
  admin: users.admin,
} as const satisfies Record<string, TestUser | null>;
export type CallerName = keyof typeof CALLERS;
export const CALLER_NAMES = Object.keys(CALLERS) as CallerName[];

/** The caller as the permission table sees it. */
export function subjectOf(name: CallerName): User {
  const u: TestUser | null = CALLERS[name];
  return u ? { role: u.role, club: u.club } : null;
}

export interface Check {
  readonly describe: string;
  readonly test: (user: User) => boolean;
  readonly fail: (user: User) => number;
}

export const signedIn: Check = {
  describe: 'signed in',
  test: (u) => u !== null,
  fail: () => 401,
};

export const may = (action: Action, resource?: PermissionResource): Check => ({
  describe: `may ${action}`,
  test: (u) => can(u, action, resource),
  fail: (u) => (u === null ? 401 : 403),
});

export const sees = (action: Action, resource?: PermissionResource, status = 404): Check => ({
  describe: `sees (${action}) else ${status}`,
  test: (u) => can(u, action, resource),
  fail: () => status,
});

/** A hidden competition (and what is in it) does not exist for whoever may not see it. */
export const seesHidden = (status = 404) => sees('competition.viewHidden', undefined, status);

const alfaCard = (State: CoachCardState): PermissionResource => ({ Clube: ALFA, State });
const alfaEntry: PermissionResource = { Clube: ALFA };

/** The shared, read-only targets: the demo data, a visible and a hidden competition of Alfa's. */
export interface World {
  visible: Scope;
  hidden: Scope;
  demo: { visibleId: string; hiddenId: string; hiddenName: string };
}

/** The demo data, then a visible and a hidden competition, each holding Alfa's entries and results. */
export async function createWorld(db: Db): Promise<World> {
  await seedDemo(db, NOW, { results: true });
  const demo = await listCompetitionRows(db, { includeHidden: true });
  const demoVisible = demo.find((c) => c.visible);
  const demoHidden = demo.find((c) => !c.visible);
  if (!demoVisible || !demoHidden)
    throw new Error('the demo has a visible and a hidden competition');
  return {
    visible: await createScope(db, { visible: true, name: 'Open Visível de Matriz' }),
    hidden: await createScope(db, { visible: false, name: 'Taça Oculta de Matriz' }),
    demo: { visibleId: demoVisible._id, hiddenId: demoHidden._id, hiddenName: demoHidden.Nome },
  };
}

export interface MatrixContext {
  db: Db;
  world: World;
}

export interface PreparedRequest {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface MatrixCase {
  /** `METHOD /path/{param}` as in the route table. */
  readonly route: string;
  readonly label: string;
  readonly checks: readonly Check[];
  readonly ok: number;
  /** Reads use the shared world; writes build a fresh target on every call. */
  readonly write: boolean;
  /** True when the target is inside the hidden competition. */
  readonly hidden: boolean;
  readonly prepare: (ctx: MatrixContext) => Promise<PreparedRequest> | PreparedRequest;
  /**
   * What a valid body is, when the route table's schema is looser than what the service checks
   * (a document validated inside the service): hostile-input.test.ts tells garbage by it.
   */
  readonly bodySchema?: z.ZodType;
  /** False for a POST that computes without storing (a preview): accepted, it changes nothing. */
  readonly stores?: false;
  /** A live stream (server-sent events): the test reads its status, then cancels its body. */
  readonly stream?: true;
}

export function expectedStatus(c: MatrixCase, caller: CallerName): number {
  const user = subjectOf(caller);
  for (const check of c.checks) if (!check.test(user)) return check.fail(user);
  return c.ok;
}

/**
 * A new entry's body with licences the demo registry does not hold (ADR 054): one body serves
 * every caller, and a club may not enter another club's registered athletes.
 */
function outsideRegistry<
  T extends { Atletas: { Licenca: number }[]; Reservas?: { Licenca: number }[] },
>(body: T): T {
  const shift = <P extends { Licenca: number }>(people: P[]) =>
    people.map((p) => ({ ...p, Licenca: p.Licenca + 80_000 }));
  return {
    ...body,
    Atletas: shift(body.Atletas),
    ...(body.Reservas ? { Reservas: shift(body.Reservas) } : {}),
  };
}

/** A licence no other case registered: every write of the registry registers its own. */
let licenceCounter = 70_000_000;
const nextLicence = () => ++licenceCounter;

const read = (
  route: string,
  checks: readonly Check[],
  path: (w: World) => string,
  ok = 200,
): MatrixCase => ({
  route,
  label: 'read',
  checks,
  ok,
  write: false,
  hidden: false,
  prepare: ({ world }) => ({ path: path(world) }),
});

/** A read of one competition's data: also run on the hidden competition, where it is a 404. */
const readBoth = (
  route: string,
  checks: readonly Check[],
  path: (s: Scope) => string,
): MatrixCase[] => [
  { ...read(route, checks, (w) => path(w.visible)), label: 'visible competition' },
  {
    ...read(route, [...checks, seesHidden()], (w) => path(w.hidden)),
    label: 'hidden competition',
    hidden: true,
  },
];

/** A list filtered by competition: 200 on both, the hidden one's content checked apart. */
const listBoth = (
  route: string,
  checks: readonly Check[],
  path: (s: Scope) => string,
): MatrixCase[] => [
  { ...read(route, checks, (w) => path(w.visible)), label: 'filtered by a visible competition' },
  {
    ...read(route, checks, (w) => path(w.hidden)),
    label: 'filtered by the hidden competition',
    hidden: true,
  },
];

const write = (
  route: string,
  label: string,
  checks: readonly Check[],
  ok: number,
  prepare: (ctx: MatrixContext) => Promise<PreparedRequest>,
  hidden = false,
): MatrixCase => ({ route, label, checks, ok, write: true, hidden, prepare });

/** A POST that computes without storing: a fresh target per call, the database unchanged. */
const preview = (
  route: string,
  checks: readonly Check[],
  prepare: (ctx: MatrixContext) => Promise<PreparedRequest>,
): MatrixCase => ({
  route,
  label: 'preview',
  checks,
  ok: 200,
  write: true,
  stores: false,
  hidden: false,
  prepare,
});

/**
 * A create in a fresh competition, and the same in a hidden one (the body names it: 400 for
 * those who may not see it).
 */
const createBoth = (
  route: `POST ${string}`,
  label: string,
  action: Action,
  body: (competitionId: string) => unknown,
): MatrixCase[] =>
  [false, true].map((hidden) =>
    write(
      route,
      hidden ? `${label} in a hidden competition` : label,
      [signedIn, may(action), ...(hidden ? [seesHidden(400)] : [])],
      201,
      async (x) => ({
        path: route.slice('POST '.length),
        body: body((await createCompetitionFixture(x.db, hidden ? { visible: false } : {}))._id),
      }),
      hidden,
    ),
  );

/**
 * A write on a record of a fresh competition, and the same in a hidden one (`hiddenStatus`: what
 * those who may not see it get).
 */
const writeBoth = (
  route: string,
  label: string,
  action: Action,
  answers: { ok: number; hiddenStatus: number },
  prepare: (ctx: MatrixContext, hidden: boolean) => Promise<PreparedRequest>,
): MatrixCase[] =>
  [false, true].map((hidden) =>
    write(
      route,
      hidden ? `${label} of a hidden competition` : label,
      [may(action), ...(hidden ? [seesHidden(answers.hiddenStatus)] : [])],
      answers.ok,
      (x) => prepare(x, hidden),
      hidden,
    ),
  );

/** The checks on a record of Alfa's, in a visible competition or (`hidden`) in a hidden one. */
const onAlfas = (
  hidden: boolean,
  view: Action,
  action: Action,
  resource: PermissionResource,
): Check[] => [
  signedIn,
  sees(view, resource),
  ...(hidden ? [seesHidden()] : []),
  may(action, resource),
];

/** An ISS coach card pasted as text (POST /api/coachcard/iss): one hybrid of a senior team free. */
const ISS_CARD_TEXT =
  'Event: PRELIMS -- Team Free\nAge Group: SENIOR\n0:46-1:00 HYBRID FB F6a AB A6 S1 AB 2R1 F1a F2b F3b 1PC 4.05\n';

/** A coach card of Alfa's in a fresh competition, hidden or not. */
async function cardInFreshCompetition(
  db: Db,
  state: CoachCardState,
  hidden = false,
): Promise<CoachCard> {
  const c = await createCompetitionFixture(db, { visible: !hidden });
  return createCoachCardFixture(db, c._id, state);
}

/** A fresh competition (visible unless said), with a start list drawn from Alfa's entries. */
async function competitionWithStartList(db: Db, visible = true) {
  const c = await createCompetitionFixture(db, { visible });
  await createCoachCardFixture(db, c._id, 'Submetido');
  await createFigureEntryFixture(db, c._id);
  const startListVersion = await generateStartListFixture(db, c._id);
  return { id: c._id, startListVersion };
}

/** The Ordem of the INF figures event in every fixture competition (the demo's order). */
const figuresOrdem = (): number =>
  competitionBody().Ordem.findIndex((o) => o.Tipo === 'Figuras' && o.Categoria === 'INF') + 1;

/**
 * A fresh competition whose INF figures event has one sheet, of Alfa's, with its total, saved
 * "now" for the matrix's clock (the inquiry window runs from it).
 */
async function competitionWithScoredFigures(db: Db) {
  const c = await competitionWithStartList(db);
  const sheet = await createFigureResultFixture(db, c.id, 1);
  await db.execute(sql`update figure_results set updated_at = ${NOW.toISOString()}::timestamptz
    where id = ${sheet._id}`);
  return { id: c.id, entry: resultEntryKey(sheet.Atleta.Licenca) };
}

/** A change of the first block of a fresh start list, naming the list's version. */
const firstBlock =
  (change: 'redraw' | 'move', body: object) =>
  async (x: MatrixContext): Promise<PreparedRequest> => {
    const c = await competitionWithStartList(x.db);
    return {
      path: `/api/competitions/${c.id}/startlist/blocks/1/${change}`,
      body: { startListVersion: c.startListVersion, ...body },
    };
  };

const withoutId = <T extends { _id: string }>(x: T): Omit<T, '_id'> => {
  const { _id: _i, ...rest } = x;
  return rest;
};

/** A stored copy of the built-in ruleset (no competition pinned to it). */
async function copyFixture(db: Db) {
  const id = `fx-${newId()}`;
  const stored = await copyRuleset(db, MATRIX_ADMIN, BUILT_IN_RULESET.id, {
    id,
    name: `Cópia ${id}`,
    validFrom: '2030-01-01',
    validTo: '2030-12-31',
  });
  return stored.ruleset;
}

const MATRIX_ADMIN = {
  sub: 'u-admin',
  role: 'admin',
  name: 'Admin',
  email: null,
  club: null,
} as const;

/** A seat issued in a fresh competition with a start list, and a phone signed in to it. */
async function seatFixture(db: Db, opts: { openWith?: 'figure' } = {}) {
  const c = await competitionWithStartList(db);
  const issued = await issueSeat(
    db,
    MATRIX_ADMIN,
    { competitionId: c.id, panel: 'figuras', seat: 1 },
    NOW,
  );
  const code = issued.code;
  if (opts.openWith === undefined) return { competitionId: c.id, code, token: null, entry: null };
  const competition = await listCompetitionRows(db, { includeHidden: true });
  const blocks = competition.find((x) => x._id === c.id)?.StartList ?? [];
  const block = blocks.find((b) => b.Prova === 'Figuras');
  const athlete = block?.Atletas_start[0]?.Atletas[0];
  if (!block || !athlete) throw new Error('no figures athlete in the fixture start list');
  const entry = figureEntryKey(block.Categoria, block.Prova, athlete.License);
  await movePointer(
    db,
    MATRIX_ADMIN,
    { competitionId: c.id, panel: 'figuras' },
    { open: true, entry, version: 0 },
    NOW,
  );
  const { token } = await openSeatSession(db, code.replace('-', ''), {
    address: 'matrix',
    limiter: createSeatCodeLimiter(),
  });
  return { competitionId: c.id, code, token, entry };
}

/** A fresh competition with an entry, deleted with ?force=true: the id of its snapshot. */
async function forceDeletedSnapshot(db: Db): Promise<number> {
  const c = await createCompetitionFixture(db, { visible: true });
  await createCoachCardFixture(db, c._id, 'Submetido');
  await deleteCompetition(db, MATRIX_ADMIN, c._id, true, competitionHooks, NOW);
  const { items } = await listSnapshots(db, MATRIX_ADMIN, c._id);
  const id = items[0]?.id;
  if (id === undefined) throw new Error('a forced delete keeps a snapshot');
  return id;
}

/**
 * A federation's site on loopback that confirms whatever a venue sends and ends the publication
 * (issue 40): what DELETE …/publishing needs to succeed. Started once, on first use.
 */
let confirmingSite: Promise<string> | undefined;
function confirmingSiteUrl(): Promise<string> {
  confirmingSite ??= new Promise((resolve) => {
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ seq: 1, applied: true, ended: true }));
      });
    });
    server.unref();
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
  return confirmingSite;
}

/** A publication key (its secret is 43 characters). */
const publicationKey = () => `pub_m${newId()}.${'m'.repeat(43)}`;

/** A fresh competition published from here to the confirming site: its id. */
async function publishedFixture(db: Db): Promise<string> {
  const c = await createCompetitionFixture(db);
  const key = publicationKey();
  await upsertLink(db, {
    competicao: c._id,
    siteUrl: await confirmingSiteUrl(),
    publicationId: key.slice(4, key.indexOf('.')),
    key,
    createdBy: MATRIX_ADMIN.sub,
    now: NOW,
  });
  return c._id;
}

/** On the site: a fresh competition (hidden when asked) published from a venue, and its key. */
async function sitePublicationFixture(db: Db, hidden = false) {
  const c = await createCompetitionFixture(db, { visible: !hidden });
  const made = await createPublication(
    db,
    MATRIX_ADMIN,
    { competicao: c._id, venue: 'Piscina da Matriz' },
    NOW,
  );
  return { id: made.publication.id, competicao: c._id, key: made.key };
}

export const AUTHORIZATION_MATRIX: readonly MatrixCase[] = [
  // system, users, messages, docs
  read('GET /api/health', [], () => '/api/health'),
  read('GET /api/ready', [], () => '/api/ready'),
  read('GET /api/config', [], () => '/api/config'),
  read('GET /api/openapi.json', [], () => '/api/openapi.json'),
  read('GET /api/docs', [], () => '/api/docs'),
  read('GET /api/docs/docs.js', [], () => '/api/docs/docs.js'),
  read('GET /api/me', [signedIn], () => '/api/me'),
  read('GET /api/messages/public', [], () => '/api/messages/public'),
  read('GET /api/messages/protected', [signedIn], () => '/api/messages/protected'),

  // the athlete registry (issue 23): read by every role (a club: its own), written by admins
  read('GET /api/athletes', [may('athlete.view')], () => '/api/athletes?q=a'),
  write('POST /api/athletes', 'register', [may('athlete.write')], 201, async () => ({
    path: '/api/athletes',
    body: { Licenca: nextLicence(), Nome: 'Atleta Nova', Ano: 2012, Clube: ALFA },
  })),
  write('PUT /api/athletes/{licenca}', 'change', [may('athlete.write')], 200, async (x) => {
    const licenca = nextLicence();
    await x.db.insert(athletes).values({ licenca, nome: 'Atleta', ano: 2012, clube: ALFA });
    return {
      path: `/api/athletes/${licenca}`,
      body: { Nome: 'Atleta Mudada', Ano: 2012, Clube: ALFA, Ativo: true, version: 1 },
    };
  }),
  write('POST /api/athletes/import', 'import', [may('athlete.write')], 200, async () => ({
    path: '/api/athletes/import',
    body: { csv: `Licença;Nome;Ano;Clube\n${nextLicence()};Atleta Importada;2012;${ALFA}\n` },
  })),

  // rulesets (issue 16): reads open to anyone, writes for admins
  read('GET /api/rulesets', [], () => '/api/rulesets'),
  read('GET /api/rulesets/{id}', [], () => `/api/rulesets/${BUILT_IN_RULESET.id}`),
  write('POST /api/rulesets', 'import', [may('ruleset.write')], 201, async () => ({
    path: '/api/rulesets',
    body: { ruleset: { ...BUILT_IN_RULESET, id: `imp-${newId()}` } },
  })),
  write('POST /api/rulesets/{id}/copy', 'copy', [may('ruleset.write')], 201, async () => ({
    path: `/api/rulesets/${BUILT_IN_RULESET.id}/copy`,
    body: {
      id: `copy-${newId()}`,
      name: 'Época 2027',
      validFrom: '2027-01-01',
      validTo: '2027-12-31',
    },
  })),
  // Previews are POSTs that store nothing (checked as reads: the database does not change).
  preview('POST /api/rulesets/{id}/preview', [may('ruleset.write')], async (x) => {
    const copy = await copyFixture(x.db);
    return { path: `/api/rulesets/${copy.id}/preview`, body: { ruleset: copy } };
  }),
  write('PUT /api/rulesets/{id}', 'save', [may('ruleset.write')], 200, async (x) => {
    const copy = await copyFixture(x.db);
    return { path: `/api/rulesets/${copy.id}`, body: { ruleset: copy, version: 1 } };
  }),
  preview('POST /api/competitions/{id}/ruleset/preview', [may('competition.update')], async (x) => {
    const [c, copy] = await Promise.all([createCompetitionFixture(x.db), copyFixture(x.db)]);
    return { path: `/api/competitions/${c._id}/ruleset/preview`, body: { Regras: copy.id } };
  }),
  write(
    'PUT /api/competitions/{id}/ruleset',
    'pin another ruleset',
    [may('competition.update')],
    200,
    async (x) => {
      const c = await createCompetitionFixture(x.db);
      const copy = await copyFixture(x.db);
      return {
        path: `/api/competitions/${c._id}/ruleset`,
        body: { Regras: copy.id, version: c.version },
      };
    },
  ),

  // competitions
  read('GET /api/audit', [may('audit.view')], (w) => `/api/audit?compId=${w.visible.compId}`),
  // Every stored and served number of a competition recomputed (issue 37): admins only, read only.
  ...readBoth('GET /api/verify', [may('results.verify')], (s) => `/api/verify?compId=${s.compId}`),
  ...readBoth(
    'GET /api/competitions/{id}/export',
    [may('competition.export')],
    (s) => `/api/competitions/${s.compId}/export`,
  ),
  {
    ...write(
      'POST /api/import',
      'import an export',
      [may('competition.import')],
      201,
      async (x) => {
        const card = await cardInFreshCompetition(x.db, 'Submetido');
        const { document } = await exportCompetition(x.db, MATRIX_ADMIN, card.Competicao, NOW);
        return { path: '/api/import?replace=true', body: document };
      },
    ),
    bodySchema: competitionExportSchema,
  },
  read(
    'GET /api/snapshots',
    [may('snapshot.view')],
    (w) => `/api/snapshots?compId=${w.visible.compId}`,
  ),
  {
    ...read('GET /api/snapshots/{id}', [may('snapshot.view')], () => ''),
    label: 'download',
    prepare: async ({ db }) => ({ path: `/api/snapshots/${await forceDeletedSnapshot(db)}` }),
  },
  write(
    'POST /api/snapshots/{id}/restore',
    'restore a forced delete',
    [may('snapshot.restore')],
    200,
    async (x) => ({ path: `/api/snapshots/${await forceDeletedSnapshot(x.db)}/restore` }),
  ),
  // publishing from the venue to the federation's site (issue 40): admins only
  {
    ...read('GET /api/competitions/{id}/publishing', [may('publication.manage')], () => ''),
    prepare: async ({ db }) => ({
      path: `/api/competitions/${await publishedFixture(db)}/publishing`,
    }),
  },
  write(
    'PUT /api/competitions/{id}/publishing',
    'publish to a site',
    [may('publication.manage')],
    200,
    async (x) => ({
      path: `/api/competitions/${(await createCompetitionFixture(x.db))._id}/publishing`,
      body: { siteUrl: 'https://site.example.org', key: publicationKey() },
    }),
  ),
  write(
    'DELETE /api/competitions/{id}/publishing',
    'end the publication (the site confirms)',
    [may('publication.manage')],
    200,
    async (x) => ({ path: `/api/competitions/${await publishedFixture(x.db)}/publishing` }),
  ),
  // the site's side (issue 40): its publications (admins), a venue's batches (the publication's
  // key decides, whoever else the caller is signed in as), the public status
  read('GET /api/publications', [may('publication.manage')], () => '/api/publications'),
  write(
    'POST /api/publications',
    'publish a competition from a venue',
    [may('publication.manage')],
    201,
    async (x) => ({
      path: '/api/publications',
      body: { competicao: (await createCompetitionFixture(x.db))._id, venue: 'Piscina da Matriz' },
    }),
  ),
  ...(['key', 'revoke', 'end'] as const).map((action) =>
    write(
      `POST /api/publications/{id}/${action}`,
      `${action} a publication`,
      [may('publication.manage')],
      200,
      async (x) => ({
        path: `/api/publications/${(await sitePublicationFixture(x.db)).id}/${action}`,
      }),
    ),
  ),
  {
    ...write(
      'POST /api/publications/{id}/changes',
      "a venue's heartbeat, with its key",
      [],
      200,
      async (x) => {
        const p = await sitePublicationFixture(x.db);
        return {
          path: `/api/publications/${p.id}/changes`,
          headers: { [PUBLICATION_KEY_HEADER]: p.key },
          body: { fromSeq: 0, seq: 0 },
        };
      },
    ),
    bodySchema: publicationBatchSchema,
  },
  ...[false, true].map((hidden): MatrixCase => ({
    ...read('GET /api/competitions/{id}/publication', hidden ? [seesHidden()] : [], () => ''),
    label: hidden ? 'a published hidden competition' : 'a published competition',
    hidden,
    prepare: async ({ db }) => ({
      path: `/api/competitions/${(await sitePublicationFixture(db, hidden)).competicao}/publication`,
    }),
  })),
  // the judges' panel (issue 21): seats, a phone's seat session, marks, the table's pointer
  read(
    'GET /api/competitions/{id}/panel',
    [may('panel.manage')],
    (w) => `/api/competitions/${w.visible.compId}/panel`,
  ),
  write(
    'POST /api/competitions/{id}/panel/seats/{panel}/{seat}/issue',
    'issue a seat code',
    [may('panel.manage')],
    201,
    async (x) => {
      const c = await createCompetitionFixture(x.db);
      return { path: `/api/competitions/${c._id}/panel/seats/figuras/1/issue` };
    },
  ),
  write(
    'POST /api/competitions/{id}/panel/seats/{panel}/{seat}/revoke',
    'revoke a seat code',
    [may('panel.manage')],
    200,
    async (x) => {
      const { competitionId } = await seatFixture(x.db);
      return { path: `/api/competitions/${competitionId}/panel/seats/figuras/1/revoke` };
    },
  ),
  read(
    'GET /api/competitions/{id}/panel/{panel}',
    [may('figureResult.write')],
    (w) => `/api/competitions/${w.visible.compId}/panel/figuras`,
  ),
  {
    ...read(
      'GET /api/competitions/{id}/panel/{panel}',
      [may('routineResult.write')],
      (w) => `/api/competitions/${w.visible.compId}/panel/coachCard`,
    ),
    label: 'routines panel',
  },
  write(
    'PUT /api/competitions/{id}/panel/{panel}/pointer',
    'open a routines panel',
    [may('routineResult.write')],
    200,
    async (x) => {
      const c = await createCompetitionFixture(x.db);
      return {
        path: `/api/competitions/${c._id}/panel/coachCard/pointer`,
        body: { open: true, entry: null, version: 0 },
      };
    },
  ),
  read(
    'GET /api/competitions/{id}/panel/{panel}/marks',
    [may('routineResult.write')],
    (w) =>
      `/api/competitions/${w.visible.compId}/panel/coachCard/marks?entry=cc:${w.visible.cards.Submetido}`,
  ),
  {
    ...read(
      'GET /api/competitions/{id}/panel/{panel}/stream',
      [may('routineResult.write')],
      (w) => `/api/competitions/${w.visible.compId}/panel/coachCard/stream`,
    ),
    stream: true,
  },
  // A seat's calls: the seat session decides, whoever else the caller is signed in as.
  write('POST /api/judge/session', 'a phone opens a seat', [], 201, async (x) => {
    const { code } = await seatFixture(x.db);
    return { path: '/api/judge/session', body: { code } };
  }),
  {
    ...read('GET /api/judge/now', [], () => '/api/judge/now'),
    label: 'with a seat session',
    prepare: async ({ db }) => {
      const { token } = await seatFixture(db, { openWith: 'figure' });
      return { path: '/api/judge/now', headers: { [SEAT_HEADER]: token ?? '' } };
    },
  },
  {
    ...read('GET /api/judge/stream', [], () => '/api/judge/stream'),
    label: 'with a seat session',
    stream: true,
    prepare: async ({ db }) => {
      const { token } = await seatFixture(db, { openWith: 'figure' });
      return { path: '/api/judge/stream', headers: { [SEAT_HEADER]: token ?? '' } };
    },
  },
  write('POST /api/judge/marks', 'a seat sends a mark', [], 201, async (x) => {
    const { token, entry } = await seatFixture(x.db, { openWith: 'figure' });
    return {
      path: '/api/judge/marks',
      headers: { [SEAT_HEADER]: token ?? '' },
      body: { key: `matrix-${newId()}`, entry, row: '0', value: 7.5 },
    };
  }),
  read('GET /api/competitions', [], () => '/api/competitions'),
  ...readBoth('GET /api/competitions/{id}', [], (s) => `/api/competitions/${s.compId}`),
  write('POST /api/competitions/add', 'create', [may('competition.create')], 201, async () => ({
    path: '/api/competitions/add',
    body: competitionBody(),
  })),
  write('PUT /api/competitions/{id}', 'update', [may('competition.update')], 200, async (x) => {
    const c = await createCompetitionFixture(x.db);
    return { path: `/api/competitions/${c._id}`, body: { ...competitionBody(), version: 1 } };
  }),
  write(
    'PUT /api/competitions/{id}',
    'update a hidden one',
    [may('competition.update')],
    200,
    async (x) => {
      const c = await createCompetitionFixture(x.db, { visible: false });
      const body = { ...competitionBody({ visible: false }), version: 1 };
      return { path: `/api/competitions/${c._id}`, body };
    },
    true,
  ),
  write('DELETE /api/competitions/{id}', 'delete', [may('competition.delete')], 204, async (x) => ({
    path: `/api/competitions/${(await createCompetitionFixture(x.db))._id}`,
  })),
  ...readBoth(
    'GET /api/competitions/{id}/priceList',
    [may('priceList.view')],
    (s) => `/api/competitions/${s.compId}/priceList`,
  ),

  // start lists
  ...readBoth(
    'GET /api/competitions/{id}/startlist',
    [],
    (s) => `/api/competitions/${s.compId}/startlist`,
  ),
  ...readBoth(
    'GET /api/competitions/{id}/startlist/events',
    [],
    (s) => `/api/competitions/${s.compId}/startlist/events`,
  ),
  // One event: the demo's drawn start list (a hidden competition's events are in routes.test.ts).
  read(
    'GET /api/competitions/{id}/startlist/events/{ordem}',
    [],
    (w) => `/api/competitions/${w.demo.visibleId}/startlist/events/1`,
  ),
  // What changed since the draw: the admin's warning (the same permission as drawing).
  read('GET /api/startlist/changes', [may('startlist.generate')], () => '/api/startlist/changes'),
  ...readBoth(
    'GET /api/startlist/changes',
    [may('startlist.generate')],
    (s) => `/api/startlist/changes?competition=${s.compId}`,
  ),
  write(
    'POST /api/competitions/{id}/startlist',
    'generate',
    [may('startlist.generate')],
    200,
    async (x) => ({
      path: `/api/competitions/${(await competitionWithStartList(x.db)).id}/startlist`,
      body: { confirm: true },
    }),
  ),
  write(
    'POST /api/competitions/{id}/startlist/blocks/{ordem}/redraw',
    'redraw a block',
    [may('startlist.generate')],
    200,
    firstBlock('redraw', {}),
  ),
  write(
    'POST /api/competitions/{id}/startlist/blocks/{ordem}/move',
    'move a slot',
    [may('startlist.generate')],
    200,
    firstBlock('move', { slot: 1, direction: 'down' }),
  ),

  // results
  ...readBoth(
    'GET /api/resultadoFigura/comp/{compId}',
    [],
    (s) => `/api/resultadoFigura/comp/${s.compId}`,
  ),
  write(
    'POST /api/resultadoFigura/add',
    'score a figure sheet',
    [may('figureResult.write')],
    201,
    async (x) => ({
      path: '/api/resultadoFigura/add',
      body: await figureResultBody(x.db, (await competitionWithStartList(x.db)).id),
    }),
  ),
  write(
    'PUT /api/resultadoFigura/{id}',
    'rescore a figure sheet',
    [may('figureResult.write')],
    200,
    async (x) => {
      const r = await createFigureResultFixture(x.db, (await competitionWithStartList(x.db)).id);
      return { path: `/api/resultadoFigura/${r._id}`, body: withoutId(r) };
    },
  ),
  ...readBoth(
    'GET /api/resultadoCoachCard/comp/{compId}',
    [],
    (s) => `/api/resultadoCoachCard/comp/${s.compId}`,
  ),
  ...writeBoth(
    'POST /api/resultadoCoachCard/add',
    'score a routine',
    'routineResult.write',
    { ok: 201, hiddenStatus: 400 },
    async (x, hidden) => {
      const card = await cardInFreshCompetition(x.db, 'Submetido', hidden);
      return { path: '/api/resultadoCoachCard/add', body: await routineResultBody(x.db, card) };
    },
  ),
  ...writeBoth(
    'PUT /api/resultadoCoachCard/{id}',
    'rescore a routine',
    'routineResult.write',
    { ok: 200, hiddenStatus: 404 },
    async (x, hidden) => {
      const card = await cardInFreshCompetition(x.db, 'Verificado', hidden);
      const r = await createRoutineResultFixture(x.db, card);
      return { path: `/api/resultadoCoachCard/${r._id}`, body: withoutId(r) };
    },
  ),
  ...readBoth(
    'GET /api/competitions/{id}/resultList',
    [],
    (s) => `/api/competitions/${s.compId}/resultList`,
  ),
  ...readBoth(
    'GET /api/competitions/{id}/resultList/events',
    [],
    (s) => `/api/competitions/${s.compId}/resultList/events`,
  ),
  ...readBoth(
    'GET /api/competitions/{id}/resultList/events/{ordem}',
    [],
    (s) => `/api/competitions/${s.compId}/resultList/events/1`,
  ),
  // official results (issue 22): sign-off, corrections, inquiries
  write(
    'POST /api/competitions/{id}/resultList/events/{ordem}/sign',
    'sign an event off',
    [may('results.sign')],
    200,
    async (x) => {
      const c = await competitionWithScoredFigures(x.db);
      return {
        path: `/api/competitions/${c.id}/resultList/events/${figuresOrdem()}/sign`,
        body: { closeInquiryWindow: true },
      };
    },
  ),
  ...readBoth(
    'GET /api/competitions/{id}/resultList/events/{ordem}/corrections',
    [may('results.history')],
    (s) => `/api/competitions/${s.compId}/resultList/events/${figuresOrdem()}/corrections`,
  ),
  write(
    'POST /api/competitions/{id}/resultList/events/{ordem}/inquiries',
    "file an inquiry about Alfa's entry",
    [signedIn, may('inquiry.file', alfaEntry)],
    201,
    async (x) => {
      const c = await competitionWithScoredFigures(x.db);
      return {
        path: `/api/competitions/${c.id}/resultList/events/${figuresOrdem()}/inquiries`,
        body: { entry: c.entry, text: 'A nota do J3 na figura 2 parece trocada.' },
      };
    },
  ),
  ...readBoth(
    'GET /api/competitions/{id}/inquiries',
    [signedIn],
    (s) => `/api/competitions/${s.compId}/inquiries`,
  ),
  write(
    'POST /api/competitions/{id}/inquiries/{inquiryId}/answer',
    'answer an inquiry',
    [may('inquiry.answer')],
    200,
    async (x) => {
      const c = await competitionWithScoredFigures(x.db);
      const inquiryId = newId();
      await x.db.execute(sql`insert into result_inquiries
        (id, competicao, categoria, prova, entry, entry_label, club, text, filed_by, filed_by_name)
        values (${inquiryId}, ${c.id}, 'INF', 'Figuras', ${c.entry}, 'Atleta', ${ALFA},
          'Revejam, por favor.', 'clube-a', 'Clube A')`);
      return {
        path: `/api/competitions/${c.id}/inquiries/${inquiryId}/answer`,
        body: { decision: 'Recusado', reason: 'As notas estão certas.', version: 1 },
      };
    },
  ),
  write(
    'POST /api/competitions/{id}/inquiries/answers',
    'answer several inquiries at once',
    [may('inquiry.answer')],
    200,
    async (x) => {
      const c = await competitionWithScoredFigures(x.db);
      const inquiryId = newId();
      await x.db.execute(sql`insert into result_inquiries
        (id, competicao, categoria, prova, entry, entry_label, club, text, filed_by, filed_by_name)
        values (${inquiryId}, ${c.id}, 'INF', 'Figuras', ${c.entry}, 'Atleta', ${ALFA},
          'Revejam, por favor.', 'clube-a', 'Clube A')`);
      return {
        path: `/api/competitions/${c.id}/inquiries/answers`,
        body: {
          answers: [
            { id: inquiryId, decision: 'Aceite', reason: 'A nota foi corrigida.', version: 1 },
          ],
        },
      };
    },
  ),
  ...readBoth(
    'GET /api/competitions/{id}/medals',
    [],
    (s) => `/api/competitions/${s.compId}/medals`,
  ),
  ...readBoth(
    'GET /api/competitions/{id}/scoreboard',
    [],
    (s) => `/api/competitions/${s.compId}/scoreboard`,
  ),
  ...readBoth(
    'GET /api/competitions/{id}/scoreboard/stream',
    [],
    (s) => `/api/competitions/${s.compId}/scoreboard/stream`,
  ).map((c): MatrixCase => ({ ...c, stream: true })),
  read('GET /api/rankings', [], () => '/api/rankings?from=2026-09-01&to=2027-08-31'),
  // judge evaluation (issue 23): the referee and the admin read it, the admin names the judges
  ...readBoth(
    'GET /api/competitions/{id}/judges',
    [may('judges.evaluate')],
    (s) => `/api/competitions/${s.compId}/judges?bias=0,5`,
  ),
  ...readBoth(
    'GET /api/competitions/{id}/judges/names',
    [may('judges.evaluate')],
    (s) => `/api/competitions/${s.compId}/judges/names`,
  ),
  write(
    'PUT /api/competitions/{id}/judges/names',
    'name the judge of a seat',
    [may('judges.name')],
    200,
    async (x) => {
      const c = await createCompetitionFixture(x.db);
      return {
        path: `/api/competitions/${c._id}/judges/names`,
        body: { judges: [{ panel: 'figuras', seat: 1, nome: 'Joana Matriz', clube: ALFA }] },
      };
    },
  ),
  read(
    'GET /api/judges/history',
    [may('judges.evaluate')],
    () => '/api/judges/history?nome=Joana%20Matriz',
  ),

  // coach cards (Alfa's)
  ...listBoth(
    'GET /api/coachcard',
    [may('coachCard.view')],
    (s) => `/api/coachcard?compId=${s.compId}`,
  ),
  read('GET /api/coachcard', [may('coachCard.view')], () => '/api/coachcard'),
  ...(['/api/coachCard', '/api/coachcard'] as const).flatMap((base) =>
    (['Rascunho', 'Submetido', 'Verificado'] as const).flatMap((state) =>
      readBoth(
        `GET ${base}/{id}`,
        [signedIn, sees('coachCard.view', alfaCard(state))],
        (s) => `${base}/${s.cards[state]}`,
      ).map((c) => ({ ...c, label: `${c.label}, ${state}` })),
    ),
  ),
  ...createBoth('POST /api/coachcard/add', 'create', 'coachCard.create', (id) =>
    outsideRegistry(coachCardBody(id)),
  ),
  // An ISS coach card read into a draft (issue 39): valued, never stored; a club for itself.
  ...[false, true].map((hidden): MatrixCase => ({
    ...preview(
      'POST /api/coachcard/iss',
      [signedIn, may('coachCard.create'), ...(hidden ? [seesHidden(400)] : [])],
      async (x) => {
        const c = await createCompetitionFixture(x.db, { visible: !hidden });
        return {
          path: `/api/coachcard/iss?compId=${c._id}`,
          body: ISS_CARD_TEXT,
          headers: { 'content-type': 'text/plain; charset=utf-8' },
        };
      },
    ),
    ...(hidden ? { label: 'preview in a hidden competition', hidden: true } : {}),
  })),
  ...(
    [
      ['save a draft', 'Rascunho', 'Rascunho', 'coachCard.update'],
      ['submit a draft', 'Rascunho', 'Submetido', 'coachCard.submit'],
      ['verify a submitted card', 'Submetido', 'Verificado', 'coachCard.verify'],
      ['send a verified card back', 'Verificado', 'Rascunho', 'coachCard.requestChanges'],
    ] as const
  ).flatMap(([label, from, to, action]) =>
    [false, true].map((hidden) =>
      write(
        'PUT /api/coachcard/{id}',
        hidden ? `${label} (hidden competition)` : label,
        onAlfas(hidden, 'coachCard.view', action, alfaCard(from)),
        200,
        async (x) => {
          const card = await cardInFreshCompetition(x.db, from, hidden);
          // A request for changes says why (issue 17).
          const reason =
            action === 'coachCard.requestChanges'
              ? { Motivo_alteracoes: 'Falta a ordem dos elementos' }
              : {};
          return {
            path: `/api/coachcard/${card._id}`,
            body: { ...withoutId(card), State: to, ...reason },
          };
        },
        hidden,
      ),
    ),
  ),
  ...(['Rascunho', 'Submetido'] as const).flatMap((state) =>
    [false, true].map((hidden) =>
      write(
        'DELETE /api/coachcard/{id}',
        `delete a card (${state}${hidden ? ', hidden competition' : ''})`,
        onAlfas(hidden, 'coachCard.view', 'coachCard.delete', alfaCard(state)),
        204,
        async (x) => {
          const card = await cardInFreshCompetition(x.db, state, hidden);
          return { path: `/api/coachcard/${card._id}` };
        },
        hidden,
      ),
    ),
  ),

  // figure entries (Alfa's)
  read('GET /api/figura', [may('figureEntry.view')], () => '/api/figura'),
  ...listBoth(
    'GET /api/figura',
    [may('figureEntry.view')],
    (s) => `/api/figura?compId=${s.compId}`,
  ),
  ...readBoth(
    'GET /api/figura/{id}',
    [signedIn, sees('figureEntry.view', alfaEntry)],
    (s) => `/api/figura/${s.entryId}`,
  ),
  ...createBoth('POST /api/figura/add', 'enter athletes', 'figureEntry.create', (id) =>
    outsideRegistry(figureEntryBody(id)),
  ),
  ...[false, true].flatMap((hidden) => [
    write(
      'PUT /api/figura/{id}',
      hidden ? 'replace an entry (hidden competition)' : 'replace an entry',
      onAlfas(hidden, 'figureEntry.view', 'figureEntry.update', alfaEntry),
      200,
      async (x) => {
        const c = await createCompetitionFixture(x.db, { visible: !hidden });
        const e = await createFigureEntryFixture(x.db, c._id);
        return { path: `/api/figura/${e._id}`, body: withoutId(e) };
      },
      hidden,
    ),
    write(
      'DELETE /api/figura/{id}',
      hidden ? 'delete an entry (hidden competition)' : 'delete an entry',
      onAlfas(hidden, 'figureEntry.view', 'figureEntry.delete', alfaEntry),
      204,
      async (x) => {
        const c = await createCompetitionFixture(x.db, { visible: !hidden });
        return { path: `/api/figura/${(await createFigureEntryFixture(x.db, c._id))._id}` };
      },
      hidden,
    ),
  ]),
];

interface RouteTable {
  openAPIRegistry: { definitions: readonly unknown[] };
  routes: readonly { method: string; path: string }[];
}

/**
 * Every API route of the app as `METHOD /path/{param}`: the OpenAPI registry (every createRoute)
 * and any other route mounted under /api (documentation pages, plain Hono routes).
 */
export function listApiRoutes(app: RouteTable): string[] {
  const keys = new Set<string>();
  for (const d of app.openAPIRegistry.definitions) {
    const def = d as { type?: string; route?: { method: string; path: string } };
    if (def.type === 'route' && def.route) {
      keys.add(`${def.route.method.toUpperCase()} ${def.route.path}`);
    }
  }
  for (const r of app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/') || r.path.includes('*')) continue;
    keys.add(`${r.method.toUpperCase()} ${r.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}`);
  }
  return [...keys].sort();
}
