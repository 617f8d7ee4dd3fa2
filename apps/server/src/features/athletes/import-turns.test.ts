/**
 * Issue 36, finding 12: an admin's CSV import of 13 400 lines held the whole PGlite server for
 * 14 s (`GET /api/competitions` waited 13,5 s). The import now reads the file in steps, reads the
 * stored athletes in batches and writes in one short transaction at the end: a request made while
 * it runs is answered before it ends. What is imported and reported is unchanged.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AthleteImportReport } from '@artistic/domain/athletes/schema';
import type { Database } from '../../db/client.ts';
import { athletes, auditLog, users as userRows } from '../../db/schema.ts';
import { users, useTestApp } from '../../test/test-app.ts';

const ALFA = 'Clube Natação Alfa';
const LINES = 13_000;

/** Called at the app's first use of the database after it is set (null: nobody listens). */
let onDatabaseUse: (() => void) | null = null;

const t = useTestApp({
  wrapDatabase: (real: Database): Database => ({
    ...real,
    db: new Proxy(real.db, {
      get(target, property, receiver) {
        if (onDatabaseUse && typeof property === 'string' && property !== 'then') {
          const call = onDatabaseUse;
          onDatabaseUse = null;
          call();
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    }),
  }),
});

beforeAll(async () => {
  await t.db
    .insert(userRows)
    .values([{ username: 'clube1', passwordHash: 'x', name: 'Alfa', role: 'clube', club: ALFA }]);
});

function registryCsv(year: number): string {
  const lines = ['Licença;Nome;Ano;Clube;Ativo'];
  for (let i = 0; i < LINES; i++) lines.push(`${500_000 + i};Atleta ${i};${year};${ALFA};Sim`);
  lines.push(`abc;Sem Licença;${year};${ALFA};Sim`);
  return lines.join('\r\n');
}

const importCsv = (csv: string) =>
  t.request('/api/athletes/import', { method: 'POST', as: users.admin, body: { csv } });

describe('a registry import of 13 000 lines (issue 36)', () => {
  it('lets a request made while it runs be answered before it ends', async () => {
    const order: string[] = [];
    // The list is asked for once the import has begun to use the database.
    const started = new Promise<void>((resolve) => {
      onDatabaseUse = resolve;
    });
    const importing = importCsv(registryCsv(2012)).then((res) => {
      order.push('import');
      return res;
    });
    await started;
    const listing = t.request('/api/competitions', { as: users.admin }).then((res) => {
      order.push('competitions');
      return res;
    });
    const [imported, listed] = await Promise.all([importing, listing]);
    expect(listed.status).toBe(200);
    expect(imported.status).toBe(200);
    expect(order).toEqual(['competitions', 'import']);
    const report = (await imported.json()) as AthleteImportReport;
    expect(report).toMatchObject({ created: LINES, updated: 0, unchanged: 0 });
    expect(report.refused).toEqual([
      {
        line: LINES + 2,
        licence: 'abc',
        reason: 'A licença «abc» não é um número inteiro de 1 a 99999999.',
      },
    ]);
    expect(await t.db.$count(athletes)).toBe(LINES);
    expect(
      await t.db.$count(
        auditLog,
        and(eq(auditLog.entityType, 'athlete'), eq(auditLog.action, 'import')),
      ),
    ).toBe(LINES);
  });

  it('the same file again changes nothing; a changed year updates each athlete with its audit row', async () => {
    const again = await importCsv(registryCsv(2012));
    expect((await again.json()) as AthleteImportReport).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: LINES,
    });
    const changed = await importCsv(registryCsv(2013));
    expect((await changed.json()) as AthleteImportReport).toMatchObject({
      created: 0,
      updated: LINES,
      unchanged: 0,
    });
    const [row] = await t.db.select().from(athletes).where(eq(athletes.licenca, 500_007));
    expect(row).toMatchObject({ ano: 2013, version: 2 });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'athlete'), eq(auditLog.entityId, '500007')))
      .orderBy(auditLog.id);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      [
        'import',
        null,
        { Licenca: 500_007, Nome: 'Atleta 7', Ano: 2012, Clube: ALFA, Ativo: true, version: 1 },
      ],
      [
        'import',
        { Licenca: 500_007, Nome: 'Atleta 7', Ano: 2012, Clube: ALFA, Ativo: true, version: 1 },
        { Licenca: 500_007, Nome: 'Atleta 7', Ano: 2013, Clube: ALFA, Ativo: true, version: 2 },
      ],
    ]);
  });
});
