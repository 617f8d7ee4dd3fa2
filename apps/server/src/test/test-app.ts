import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { JWK } from 'jose';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { ProblemDetails } from '@artistic/domain/core/problem-schema';
import { buildApp } from '../app.ts';
import type { AppDeps } from '../app.ts';
import { createVerifier } from '../auth/verify.ts';
import { nowMs, setClock } from '../clock.ts';
import type { Role } from '../auth/verify.ts';
import { loadConfig } from '../config.ts';
import type { Config } from '../config.ts';
import { PGLITE_START_PARAMS, openDatabase } from '../db/client.ts';
import type { Database } from '../db/client.ts';
import { seedBuiltInRuleset } from '../features/rulesets/seed.ts';
import { createLogger } from '../http/logger.ts';
import { expectVerified } from './verified.ts';

export const TEST_ISSUER = 'https://idp.test.invalid/oidc';
export const TEST_AUDIENCE = 'https://artistic.test.invalid/api';

/**
 * The API tests' clock (issue 37): the server's clock (clock.ts) reads this instant when a test
 * file's first app is built, and flows on from there, whatever the machine's date — so no test
 * depends on the day it runs. The fixture competitions (route-fixtures.ts) are dated from it.
 */
export const TEST_CLOCK = new Date('2027-01-15T12:00:00Z');
let clockSet = false;

/** Seconds from a lifetime like '10m', '2h', '3650d' or '30s' (the forms the tests use). */
function lifetimeSeconds(lifetime: string): number {
  const m = /^(\d+)\s*([smhd])$/.exec(lifetime);
  if (!m) throw new Error(`a token lifetime the tests do not know: ${lifetime}`);
  return Number(m[1]) * { s: 1, m: 60, h: 3600, d: 86_400 }[m[2] as 's' | 'm' | 'h' | 'd'];
}

/** Which database the API tests run on: PGlite always; PostgreSQL when TEST_DB=postgres. */
export const testDbKind = process.env['TEST_DB'] === 'postgres' ? 'postgres' : 'pglite';

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (testDbKind === 'postgres') {
    const url = process.env['TEST_DATABASE_URL'];
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `artistic_t_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: dbUrl.toString() });
    return {
      database,
      drop: async () => {
        await database.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteDump'));
  const pglite = await PGlite.create({
    loadDataDir: new Blob([dump]),
    startParams: PGLITE_START_PARAMS,
  });
  const database = await openDatabase({ pglite });
  return { database, drop: () => database.close() };
}

export interface TestUser {
  role: Role;
  club?: string;
  sub?: string;
  name?: string;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface TestAppOptions {
  env?: Record<string, string>;
  deps?: Partial<AppDeps>;
  /** What the app is given instead of the database (a test's failing stand-in around it). */
  wrapDatabase?: (database: Database) => Database;
  /**
   * useTestApp: after the file's tests, every stored and served number must be what the raw
   * marks, cards and rulesets give (`npm run verify`'s check; issue 37). False only for a file
   * that plants differences on purpose.
   */
  verifyAfter?: boolean;
}

/**
 * The app as the server builds it, on a fresh migrated database, with a token signer standing in
 * for the identity provider (tokens are real RS256 JWTs checked by the real verifier).
 */
export async function createTestApp(opts: TestAppOptions = {}) {
  if (!clockSet) {
    setClock(TEST_CLOCK);
    clockSet = true;
  }
  const { database, drop } = await openTestDatabase();
  // As the server does at start (the migrated dump stays empty: the backup tests restore into it).
  await seedBuiltInRuleset(database.db);
  const appDatabase = opts.wrapDatabase?.(database) ?? database;
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test', alg: 'RS256' };
  const config: Config = loadConfig({
    OIDC_ISSUER: TEST_ISSUER,
    OIDC_CLIENT_ID: 'test-client',
    OIDC_AUDIENCE: TEST_AUDIENCE,
    LOG_LEVEL: 'silent',
    ...opts.env,
  });
  const verifier = createVerifier({
    issuer: TEST_ISSUER,
    audience: TEST_AUDIENCE,
    keys: createLocalJWKSet({ keys: [publicJwk] }),
    roleClaim: config.oidc.roleClaim,
    clubClaim: config.oidc.clubClaim,
  });
  const app = buildApp({
    config,
    database: appDatabase,
    verifier,
    log: createLogger('silent'),
    ...opts.deps,
  });

  /** A token issued now by the server's clock; `expiresIn`: a lifetime, or an instant (seconds). */
  const sign = (
    claims: Record<string, unknown>,
    o: { expiresIn?: string | number; audience?: string; issuer?: string } = {},
  ) => {
    const issuedAt = Math.floor(nowMs() / 1000);
    const expiresIn = o.expiresIn ?? '10m';
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test' })
      .setIssuer(o.issuer ?? TEST_ISSUER)
      .setAudience(o.audience ?? TEST_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(
        typeof expiresIn === 'number' ? expiresIn : issuedAt + lifetimeSeconds(expiresIn),
      )
      .sign(privateKey);
  };

  const tokenFor = (u: TestUser) =>
    sign({
      sub: u.sub ?? `${u.role}-${u.club ?? 'x'}`,
      name: u.name ?? `Test ${u.role}`,
      role: u.role,
      club: u.club,
    });

  /** app.request with JSON bodies and an optional user to sign in as. */
  const request = async (
    path: string,
    init: {
      method?: string;
      body?: unknown;
      as?: TestUser | null;
      headers?: Record<string, string>;
    } = {},
  ) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.as) headers['authorization'] = `Bearer ${await tokenFor(init.as)}`;
    let body: string | undefined;
    if (init.body !== undefined) {
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    }
    return app.request(path, { method: init.method ?? 'GET', headers, body });
  };

  return { app, database, db: database.db, config, sign, tokenFor, request, close: drop };
}

export const users = {
  admin: { role: 'admin', sub: 'u-admin', name: 'Admin' },
  referee: { role: 'referee', sub: 'u-juiz', name: 'Juiz' },
  clubeA: { role: 'clube', club: 'Clube Natação Alfa', sub: 'u-clube1', name: 'Clube Alfa' },
  clubeB: { role: 'clube', club: 'Clube Natação Beta', sub: 'u-clube2', name: 'Clube Beta' },
} satisfies Record<string, TestUser>;

/**
 * The test app of one test file: created before its tests (beforeAll), closed after them
 * (afterAll). Read its members inside hooks and tests, not when the file is loaded.
 */
export function useTestApp(opts: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(opts);
  });
  afterAll(async () => {
    const app = current;
    if (!app) return;
    try {
      if (opts.verifyAfter !== false)
        await expectVerified(app.db, {
          served: (path) => app.request(path, { as: users.admin }),
        });
    } finally {
      await app.close();
    }
  });
  const live = (): TestApp => {
    if (!current) throw new Error('the test app is read before its beforeAll ran');
    return current;
  };
  return {
    get app() {
      return live().app;
    },
    get database() {
      return live().database;
    },
    get db() {
      return live().db;
    },
    get config() {
      return live().config;
    },
    sign: (...args) => live().sign(...args),
    tokenFor: (...args) => live().tokenFor(...args),
    request: (...args) => live().request(...args),
    close: () => live().close(),
  };
}

/** The callers an admin's route refuses: anonymous (401), a club and a referee (403). */
export const NON_ADMINS = [
  ['anonymous', null, 401],
  ['a club', users.clubeA, 403],
  ['a referee', users.referee, 403],
] as const;

/**
 * The body of a visible competition on 20 February 2027 whose entries close on 1 February (the
 * tests' clock reads January), five judges a panel; `over` names it, its events and the rest.
 */
export function competitionInput<T extends object>(over: T) {
  return {
    Data: '2027-02-20',
    Limite_inscricao: '2027-02-01',
    visible: true,
    JuizesCoachCard: 5,
    JuizesFiguras: 5,
    ...over,
  };
}

/** Creates a competition through the API as the admin (201) and gives its id. */
export async function postCompetition(t: TestApp, body: unknown): Promise<string> {
  const res = await t.request('/api/competitions/add', { method: 'POST', as: users.admin, body });
  expect(res.status).toBe(201);
  return ((await res.json()) as { insertedId: string }).insertedId;
}

/** A 400 whose field errors include `path` with `message`. */
export async function expectFieldError(res: Response, path: string, message: string) {
  expect(res.status).toBe(400);
  expect(((await res.json()) as ProblemDetails).errors).toContainEqual({ path, message });
}
