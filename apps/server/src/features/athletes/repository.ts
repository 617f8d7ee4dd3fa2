import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Athlete, AthleteCreate } from '@artistic/domain/athletes/schema';
import { ATHLETE_SEARCH_LIMIT } from '@artistic/domain/athletes/schema';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { nextVersion } from '../../db/versioned.ts';
import { athletes, users } from '../../db/schema.ts';
import { now as clockNow } from '../../clock.ts';

type Row = typeof athletes.$inferSelect;

export function toAthlete(row: Row): Athlete {
  return {
    Licenca: row.licenca,
    Nome: row.nome,
    Ano: row.ano,
    Clube: row.clube,
    Ativo: row.ativo,
    version: row.version,
  };
}

/** `%` and `_` typed in a search are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The registry, by name; `club` keeps one club's athletes; `q` matches part of the name
 * (accents and case ignored) or the start of the licence, and answers the first matches only.
 */
export async function listAthleteRows(
  db: Db,
  filter: { club?: string; q?: string },
): Promise<Athlete[]> {
  const conditions = [];
  if (filter.club !== undefined) conditions.push(eq(athletes.clube, filter.club));
  const q = filter.q?.trim() ?? '';
  if (q !== '') {
    const byName = sql`translate(lower(${athletes.nome}), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc') like translate(lower(${likePattern(q)}), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc')`;
    conditions.push(
      /^\d+$/.test(q) ? or(byName, sql`cast(${athletes.licenca} as text) like ${`${q}%`}`) : byName,
    );
  }
  const query = db
    .select()
    .from(athletes)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(athletes.nome), asc(athletes.licenca));
  const rows = q === '' ? await query : await query.limit(ATHLETE_SEARCH_LIMIT);
  return rows.map(toAthlete);
}

export async function findAthleteRows(db: Db, licences: readonly number[]): Promise<Athlete[]> {
  if (licences.length === 0) return [];
  const rows = await db
    .select()
    .from(athletes)
    .where(inArray(athletes.licenca, [...new Set(licences)]));
  return rows.map(toAthlete);
}

export async function insertAthleteRow(db: Db, a: AthleteCreate): Promise<Athlete | null> {
  const rows = await db
    .insert(athletes)
    .values({ licenca: a.Licenca, nome: a.Nome, ano: a.Ano, clube: a.Clube, ativo: a.Ativo })
    .onConflictDoNothing()
    .returning();
  return rows[0] ? toAthlete(rows[0]) : null;
}

export async function updateAthleteIfVersion(
  db: Db,
  a: AthleteCreate,
  expectedVersion: number,
): Promise<Athlete | null> {
  const rows = await db
    .update(athletes)
    .set({ nome: a.Nome, ano: a.Ano, clube: a.Clube, ativo: a.Ativo, ...nextVersion(athletes) })
    .where(and(eq(athletes.licenca, a.Licenca), eq(athletes.version, expectedVersion)))
    .returning();
  return rows[0] ? toAthlete(rows[0]) : null;
}

/**
 * Creates the athletes in one statement, skipping a licence that exists (another write came
 * first): the caller compares the count written with its own.
 */
export async function insertAthleteRows(
  db: Db,
  rows: readonly AthleteCreate[],
): Promise<Athlete[]> {
  if (rows.length === 0) return [];
  const written = await db
    .insert(athletes)
    .values(
      rows.map((a) => ({
        licenca: a.Licenca,
        nome: a.Nome,
        ano: a.Ano,
        clube: a.Clube,
        ativo: a.Ativo,
      })),
    )
    .onConflictDoNothing()
    .returning();
  return written.map(toAthlete);
}

/**
 * Updates each athlete in one statement while it still has the version read (`expectedVersion`);
 * the rows written are answered (one changed meanwhile is missing from them).
 */
export async function updateAthleteRowsIfVersion(
  db: Db,
  rows: readonly (AthleteCreate & { readonly expectedVersion: number })[],
): Promise<Athlete[]> {
  if (rows.length === 0) return [];
  const values = JSON.stringify(
    rows.map((a) => ({
      licenca: a.Licenca,
      nome: a.Nome,
      ano: a.Ano,
      clube: a.Clube,
      ativo: a.Ativo,
      version: a.expectedVersion,
    })),
  );
  const result = await db.execute(sql`
    update ${athletes} set nome = r.nome, ano = r.ano, clube = r.clube, ativo = r.ativo,
      version = ${athletes.version} + 1, updated_at = ${clockNow()}
    from json_to_recordset(${values}::json)
      as r(licenca integer, nome text, ano integer, clube text, ativo boolean, version integer)
    where ${athletes.licenca} = r.licenca and ${athletes.version} = r.version
    returning ${athletes.licenca} as licenca, ${athletes.nome} as nome, ${athletes.ano} as ano,
      ${athletes.clube} as clube, ${athletes.ativo} as ativo, ${athletes.version} as version`);
  return rowsOf<{
    licenca: number;
    nome: string;
    ano: number;
    clube: string;
    ativo: boolean;
    version: number;
  }>(result).map((r) => ({
    Licenca: r.licenca,
    Nome: r.nome,
    Ano: r.ano,
    Clube: r.clube,
    Ativo: r.ativo,
    version: r.version,
  }));
}

/** The clubs the app knows: those of club accounts and those the registry already holds. */
export async function listKnownClubs(db: Db): Promise<Set<string>> {
  const accounts = await db
    .selectDistinct({ club: users.club })
    .from(users)
    .where(isNotNull(users.club));
  const registered = await db.selectDistinct({ club: athletes.clube }).from(athletes);
  return new Set(
    [...accounts.map((r) => r.club), ...registered.map((r) => r.club)].filter(
      (c): c is string => typeof c === 'string' && c.trim() !== '',
    ),
  );
}
