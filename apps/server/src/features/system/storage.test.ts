import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { competitions } from '../../db/schema.ts';
import { databaseErrorOf, isOutOfSpace } from '../../db/storage.ts';
import { capturingLogger } from '../../test/capturing-logger.ts';
import { users, useTestApp } from '../../test/test-app.ts';

/**
 * A full disk (issue 18, item 6), simulated by a database whose writes (and probe) throw what the
 * drivers throw: a DrizzleQueryError carrying the query and its parameters, caused by PostgreSQL's
 * disk_full (53100) or the host's ENOSPC.
 */

/** Every line the app logs, as the JSON it would write. */
const lines: string[] = [];
const SECRET_NAME = 'Maria Secreta Vieira';
const SECRET_MARK = 7.35;
const QUERY = 'insert into "figure_results" ("id", "nome", "nota") values ($1, $2, $3)';

/** The insert of a sheet with the secret name and mark, failed as the driver says (`cause`). */
const failedInsert = (id: string, message: string, cause: Record<string, unknown>) =>
  new DrizzleQueryError(
    QUERY,
    [id, SECRET_NAME, SECRET_MARK],
    Object.assign(new Error(message), cause),
  );
const diskFull = () =>
  failedInsert('fr-1', 'could not extend file "base/5/16390": No space left on device', {
    code: '53100',
    severity: 'ERROR',
  });
const enospc = () =>
  failedInsert('fr-2', 'ENOSPC: no space left on device, write', {
    code: 'ENOSPC',
    errno: -28,
    syscall: 'write',
  });

/** What the stand-in database throws on a write and on the health probe (null: works). */
let writeFails: (() => Error) | null = null;
let probeFails: (() => Error) | null = null;

function failingDatabase(real: Database): Database {
  const writes = new Set<PropertyKey>(['transaction', 'insert', 'update', 'delete']);
  const db = new Proxy(real.db, {
    get(target, prop, receiver) {
      const fail = writeFails;
      if (fail && writes.has(prop))
        return () => {
          throw fail();
        };
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
  return {
    ...real,
    db,
    probeWrite: async () => {
      if (probeFails) throw probeFails();
      await real.probeWrite();
    },
  };
}

const t = useTestApp({
  wrapDatabase: failingDatabase,
  deps: { log: capturingLogger((line) => lines.push(JSON.stringify(line))) },
});
beforeEach(() => {
  writeFails = null;
  probeFails = null;
  lines.length = 0;
});

const competition = {
  Nome: 'Taça Secreta',
  Data: '2099-02-20',
  Limite_inscricao: '2099-02-01',
  visible: true,
  Ordem: [{ Tipo: 'Figuras', Categoria: 'INF', Resultado: false, Price: 10 }],
};
const addCompetition = () =>
  t.request('/api/competitions/add', { method: 'POST', as: users.admin, body: competition });
const health = () => t.request('/api/health');

const expectNoSpaceProblem = async (res: Response, instance: string) => {
  expect(res.status).toBe(503);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  expect(await res.json()).toEqual({
    type: 'about:blank#unavailable',
    title: 'Serviço indisponível',
    status: 503,
    detail: 'Sem espaço em disco no servidor',
    instance,
  });
};

const errorLines = () =>
  lines.filter((l) => (JSON.parse(l) as { level: string }).level === 'error');

describe('a full disk', () => {
  it('a write refused with disk_full (53100) answers 503; health says so; the log names the error, never the values', async () => {
    expect((await health()).status).toBe(200);
    const before = await t.db.select().from(competitions);
    writeFails = diskFull;
    probeFails = diskFull;

    await expectNoSpaceProblem(await addCompetition(), '/api/competitions/add');
    await expectNoSpaceProblem(await health(), '/api/health');
    expect(await t.db.select().from(competitions)).toEqual(before);

    const logged = errorLines();
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0] as string)).toMatchObject({
      msg: 'database write failed: no space left',
      database: {
        code: '53100',
        message: 'could not extend file "base/5/16390": No space left on device',
      },
    });
    const all = lines.join('\n');
    for (const secret of [
      SECRET_NAME,
      String(SECRET_MARK),
      'Taça Secreta',
      'params',
      'insert into',
    ])
      expect(all).not.toContain(secret);

    // Space is back: the probe write works, health is 200 again and so are writes.
    writeFails = null;
    probeFails = null;
    expect((await health()).status).toBe(200);
    expect((await addCompetition()).status).toBe(201);
  });

  it("the host's ENOSPC (as PGlite meets it) is the same 503; a write that works clears the health", async () => {
    writeFails = enospc;
    probeFails = enospc;
    await expectNoSpaceProblem(await addCompetition(), '/api/competitions/add');
    await expectNoSpaceProblem(await health(), '/api/health');
    expect(JSON.parse(errorLines()[0] as string)).toMatchObject({
      database: { code: 'ENOSPC', message: 'ENOSPC: no space left on device, write' },
    });
    expect(lines.join('\n')).not.toContain(SECRET_NAME);

    // The probe alone does not decide: once a write is answered 2xx, the last write did not fail.
    writeFails = null;
    expect((await addCompetition()).status).toBe(201);
    expect((await health()).status).toBe(200);
  });

  it('health does not probe (nor fail) when no write failed for lack of space', async () => {
    probeFails = diskFull;
    const res = await health();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  it('another database error is a 500 logged by its code, never with the parameters', async () => {
    writeFails = () =>
      new DrizzleQueryError(
        QUERY,
        ['fr-3', SECRET_NAME, SECRET_MARK],
        Object.assign(
          new Error(`duplicate key value violates unique constraint "x" (${SECRET_NAME})`),
          { code: '23505' },
        ),
      );
    const res = await addCompetition();
    expect(res.status).toBe(500);
    expect(((await res.json()) as { title: string }).title).toBe('Erro interno');
    expect(JSON.parse(errorLines()[0] as string)).toMatchObject({
      msg: 'database error',
      database: {
        code: '23505',
        message: 'duplicate key value violates unique constraint "x" ([…])',
      },
    });
    expect(lines.join('\n')).not.toContain(SECRET_NAME);
    expect(lines.join('\n')).not.toContain(String(SECRET_MARK));
    // A duplicate key is no storage trouble.
    expect((await health()).status).toBe(200);
  });
});

describe('database errors', () => {
  it.each([
    ['53100 disk_full', { code: '53100' }, true],
    ['53000 insufficient_resources', { code: '53000' }, true],
    ["Node's ENOSPC", { code: 'ENOSPC', errno: -28 }, true],
    ["PGlite's file system ENOSPC", { name: 'ErrnoError', errno: 51 }, true],
    ['53200 out_of_memory', { code: '53200' }, false],
    ['23505 unique_violation', { code: '23505' }, false],
  ])('%s is out of space: %s', (_label, fields, expected) => {
    const cause = Object.assign(new Error('x'), fields);
    expect(isOutOfSpace(new DrizzleQueryError('select 1', [], cause))).toBe(expected);
    expect(isOutOfSpace(cause)).toBe(expected);
  });

  it("a real driver error is named by PostgreSQL's code and message, the value it quotes blanked out", async () => {
    const error = await t.database.db
      .execute(sql`select ${SECRET_NAME}::int`)
      .then(() => null)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DrizzleQueryError);
    // What drizzle's own message would have logged:
    expect((error as Error).message).toContain(SECRET_NAME);
    expect(databaseErrorOf(error)).toEqual({
      code: '22P02',
      message: 'invalid input syntax for type integer: "[…]"',
    });
  });

  it('an error no database raised is not a database error', () => {
    expect(databaseErrorOf(new TypeError('boom'))).toBeNull();
  });
});
