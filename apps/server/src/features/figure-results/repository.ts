import { categoryNotOfficialSql } from '../result-states/service.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { sheetRows } from '../../db/sheet-rows.ts';
import { competitions, figureResults } from '../../db/schema.ts';
import type { AuditActor } from '../audit/service.ts';
import { auditInsertSql } from '../audit/service.ts';
import { now as clockNow } from '../../clock.ts';

export type FigureResultBody = Omit<FigureResult, '_id' | 'version'>;

const sheets = sheetRows<FigureResult>(figureResults);

/** The competition's sheets in the order they were created (parsed once per stored version). */
export const listFigureResultRows = sheets.listOfCompetition;
export const findFigureResult = sheets.find;

/** The sheet of one entry (an athlete in an event of a competition), if it was saved. */
export async function findFigureResultOfEntry(
  db: Db,
  entry: { competitionId: string; Categoria: string; Esquema: string; Licenca: number },
): Promise<FigureResult | undefined> {
  const rows = await db
    .select({ id: figureResults.id })
    .from(figureResults)
    .where(
      and(
        eq(figureResults.competicao, entry.competitionId),
        eq(figureResults.categoria, entry.Categoria),
        eq(figureResults.esquema, entry.Esquema),
        eq(figureResults.licenca, entry.Licenca),
      ),
    )
    .limit(1);
  return rows[0] ? findFigureResult(db, rows[0].id) : undefined;
}

/** The columns of a sheet's row besides its identity: the entry it belongs to and its points. */
export const columnsOfFigureResult = (body: FigureResultBody) =>
  ({
    competicao: body.comp_id,
    categoria: body.Categoria,
    esquema: body.Esquema,
    licenca: body.Atleta.Licenca,
    body,
    pontos: body.Pontos ?? null,
  }) satisfies Omit<typeof figureResults.$inferInsert, 'id'>;

/** Inserts unless the entry already has a result (then undefined: the caller answers 409). */
export const insertFigureResult = (db: Db, id: string, body: FigureResultBody) =>
  sheets.insert(db, id, columnsOfFigureResult(body));

/**
 * Writes a sheet when the stored version is the expected one (undefined when it is not): an
 * update, or the recomputation of a ruleset change; its caller appends the audit row.
 */
export const updateFigureResultIfVersion = (
  db: Db,
  id: string,
  expectedVersion: number,
  body: FigureResultBody,
) => sheets.updateIfVersion(db, id, expectedVersion, columnsOfFigureResult(body));

interface AuditedRow {
  old_version: number;
  competicao: string;
  new_version: number | null;
}

/** What one audited sheet write found and did. */
export interface AuditedWrite {
  /** The sheet as it was when the statement ran; undefined when there is no such sheet. */
  found?: { version: number; competitionId: string };
  /** The sheet as written (with its new version); undefined when nothing was written. */
  written?: FigureResult;
}

/**
 * The scoring table's write in one statement: reads the sheet as it is, writes the new one when
 * its version (and, with `competition`, the competition row's versions) are still the expected
 * ones, and appends the audit row with the sheet before and after — all or nothing, as any single
 * statement is, and one round trip instead of a five-statement transaction (ADR 020).
 *
 * "Before" is the row in the statement's snapshot. That is the row the update replaces: every
 * write raises the version, so a row changed by someone else since no longer has the expected
 * one, and PostgreSQL re-checks the condition on the newest row before writing it.
 */
export async function updateFigureResultAudited(
  db: Db,
  id: string,
  expectedVersion: number,
  body: FigureResultBody,
  actor: AuditActor,
  competition?: { version: number; startListVersion: number },
): Promise<AuditedWrite> {
  const f = figureResults;
  const c = competitions;
  const competitionStill = competition
    ? sql`and exists (select 1 from ${c} where ${c.id} = ${body.comp_id}
        and ${c.version} = ${competition.version}
        and ${c.startListVersion} = ${competition.startListVersion})`
    : sql``;
  const result = await db.execute(sql`
    with input as (select ${JSON.stringify(body)}::jsonb as body),
    old as (
      select ${f.id} as id, ${f.version} as version, ${f.competicao} as competicao, ${f.body} as body
      from ${f} where ${f.id} = ${id}
    ),
    upd as (
      update ${f} set
        categoria = ${body.Categoria},
        esquema = ${body.Esquema},
        licenca = ${body.Atleta.Licenca},
        body = (select body from input),
        pontos = ${body.Pontos ?? null}::double precision,
        version = ${f.version} + 1,
        updated_at = ${clockNow()}
      where ${f.id} = ${id}
        and ${f.version} = ${expectedVersion}
        and ${f.competicao} = ${body.comp_id}
        and ${categoryNotOfficialSql({ competitionId: body.comp_id, categoria: body.Categoria })}
        ${competitionStill}
      returning ${f.version} as version
    ),
    audit as (
      ${auditInsertSql(actor, {
        entityType: 'figureResult',
        action: 'update',
        competitionId: sql`old.competicao`,
        entityId: sql`old.id`,
        before: sql`old.body || jsonb_build_object('_id', old.id, 'version', old.version)`,
        after: sql`input.body || jsonb_build_object('_id', old.id, 'version', upd.version)`,
        from: sql`old, upd, input`,
      })}
    )
    select old.version as old_version, old.competicao as competicao,
      (select version from upd) as new_version
    from old`);
  const row = rowsOf<AuditedRow>(result)[0];
  if (!row) return {};
  const found = { version: Number(row.old_version), competitionId: row.competicao };
  if (row.new_version === null || row.new_version === undefined) return { found };
  return { found, written: { ...body, _id: id, version: Number(row.new_version) } };
}
