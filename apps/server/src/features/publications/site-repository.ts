/**
 * The site's publications (issue 40, ADR 064): the only module of the site's side that touches
 * the database. A publication's key is kept as its SHA-256 only.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { competitions, publications } from '../../db/schema.ts';

export type PublicationRow = typeof publications.$inferSelect;

/** A publication with the competition's name on the site now (null: it is gone). */
export type PublicationListRow = PublicationRow & { competitionName: string | null };

const listColumns = {
  id: publications.id,
  competicao: publications.competicao,
  venue: publications.venue,
  keyHash: publications.keyHash,
  lastSeq: publications.lastSeq,
  createdBy: publications.createdBy,
  createdByName: publications.createdByName,
  createdAt: publications.createdAt,
  receivedAt: publications.receivedAt,
  contactAt: publications.contactAt,
  revokedAt: publications.revokedAt,
  endedAt: publications.endedAt,
  competitionName: competitions.nome,
};

/** Every publication, newest first, with its competition's name. */
export async function listPublicationRows(db: Db): Promise<PublicationListRow[]> {
  return db
    .select(listColumns)
    .from(publications)
    .leftJoin(competitions, eq(competitions.id, publications.competicao))
    .orderBy(desc(publications.createdAt), desc(publications.id));
}

/** One publication with its competition's name. */
export async function findPublicationListRow(
  db: Db,
  id: string,
): Promise<PublicationListRow | undefined> {
  const rows = await db
    .select(listColumns)
    .from(publications)
    .leftJoin(competitions, eq(competitions.id, publications.competicao))
    .where(eq(publications.id, id))
    .limit(1);
  return rows[0];
}

export async function findPublication(db: Db, id: string): Promise<PublicationRow | undefined> {
  const rows = await db.select().from(publications).where(eq(publications.id, id)).limit(1);
  return rows[0];
}

/**
 * The publication's row, locked until the transaction ends (`select … for update`): batches of
 * one publication, and its admin's changes, run one after the other.
 */
export async function lockPublication(tx: Db, id: string): Promise<PublicationRow | undefined> {
  const rows = await tx
    .select()
    .from(publications)
    .where(eq(publications.id, id))
    .limit(1)
    .for('update');
  return rows[0];
}

/** The competition's active (not ended) publication. */
export async function findActivePublication(
  db: Db,
  competicao: string,
): Promise<PublicationRow | undefined> {
  const rows = await db
    .select()
    .from(publications)
    .where(and(eq(publications.competicao, competicao), isNull(publications.endedAt)))
    .limit(1);
  return rows[0];
}

/** The competition's latest publication, active or not. */
export async function findLatestPublication(
  db: Db,
  competicao: string,
): Promise<PublicationRow | undefined> {
  const rows = await db
    .select()
    .from(publications)
    .where(eq(publications.competicao, competicao))
    .orderBy(desc(publications.createdAt), desc(publications.id))
    .limit(1);
  return rows[0];
}

/**
 * Inserts a publication; undefined when the competition has an active one already (the partial
 * unique index `publications_one_active`, so two admins at once cannot both make one).
 */
export async function insertPublication(
  tx: Db,
  row: Pick<
    PublicationRow,
    'id' | 'competicao' | 'venue' | 'keyHash' | 'createdBy' | 'createdByName' | 'createdAt'
  >,
): Promise<PublicationRow | undefined> {
  const rows = await tx
    .insert(publications)
    .values(row)
    .onConflictDoNothing({
      target: publications.competicao,
      where: sql`ended_at is null`,
    })
    .returning();
  return rows[0];
}

export type PublicationPatch = Partial<
  Pick<PublicationRow, 'keyHash' | 'lastSeq' | 'receivedAt' | 'contactAt' | 'revokedAt' | 'endedAt'>
>;

export async function updatePublication(
  tx: Db,
  id: string,
  patch: PublicationPatch,
): Promise<PublicationRow> {
  const rows = await tx.update(publications).set(patch).where(eq(publications.id, id)).returning();
  const row = rows[0];
  if (!row) throw new Error(`publication ${id} vanished inside its transaction`);
  return row;
}

/**
 * Lets the transaction write the published competition (migration 0016's guard passes while
 * `artistic.publication_apply` is set); transaction-local, so it ends with the transaction.
 */
export async function allowPublicationApply(tx: Db, publicationId: string): Promise<void> {
  await tx.execute(sql`select set_config('artistic.publication_apply', ${publicationId}, true)`);
}

/**
 * Puts the venue's save times on the sheets a batch wrote (written at the site's «now»), never
 * later than the site's clock: the result list's «provisório desde» and inquiry windows follow
 * the venue. Only sheets of the published competition; unknown ids are ignored.
 */
export async function setSheetTimes(
  tx: Db,
  competicao: string,
  times: Readonly<Record<string, string>>,
  now: Date,
): Promise<void> {
  if (Object.keys(times).length === 0) return;
  const given = JSON.stringify(times);
  const at = now.toISOString();
  for (const table of [sql`figure_results`, sql`routine_results`])
    await tx.execute(sql`
      update ${table} as s set updated_at = least(v.value::timestamptz, ${at}::timestamptz)
        from jsonb_each_text(${given}::jsonb) as v
       where s.id = v.key and s.competicao = ${competicao}`);
}
