import { desc, eq, sql } from 'drizzle-orm';
import { parseRuleset } from '@artistic/domain/ruleset/document';
import type { Ruleset, RulesetDocument } from '@artistic/domain/ruleset/document';
import type { Db } from '../../db/client.ts';
import { atVersion, nextVersion } from '../../db/versioned.ts';
import { deepFreeze } from '../../db/row-cache.ts';
import { competitionRulesets, competitions, rulesets } from '../../db/schema.ts';

type Row = typeof rulesets.$inferSelect;

export interface RulesetRecord {
  id: string;
  name: string;
  validFrom: string;
  validTo: string;
  document: unknown;
  builtIn: boolean;
  edited: boolean;
  version: number;
  updatedAt: Date;
}

const toRecord = (row: Row): RulesetRecord => ({
  id: row.id,
  name: row.name,
  validFrom: row.validFrom,
  validTo: row.validTo,
  document: row.document,
  builtIn: row.builtIn,
  edited: row.edited,
  version: row.version,
  updatedAt: row.updatedAt,
});

/** The columns a document decides (id, name and validity are kept apart for lists and picks). */
const columnsOf = (doc: RulesetDocument) => ({
  name: doc.name,
  validFrom: doc.validFrom,
  validTo: doc.validTo,
  document: doc,
});

/** Every stored ruleset, newest validity first, with how many competitions are pinned to it. */
export async function listRulesetRows(
  db: Db,
): Promise<(RulesetRecord & { competitions: number })[]> {
  const rows = await db
    .select({
      row: rulesets,
      // Written out: drizzle leaves the columns of a one-table select unqualified, and inside the
      // subquery "id" would be the competition's.
      competitions: sql<number>`(select count(*)::int from competitions c where c.regras = rulesets.id)`,
    })
    .from(rulesets)
    .orderBy(desc(rulesets.validFrom), rulesets.id);
  return rows.map((r) => ({ ...toRecord(r.row), competitions: Number(r.competitions) }));
}

export async function findRulesetRow(db: Db, id: string): Promise<RulesetRecord | undefined> {
  const rows = await db.select().from(rulesets).where(eq(rulesets.id, id)).limit(1);
  return rows[0] ? toRecord(rows[0]) : undefined;
}

/** Inserts a ruleset; undefined when the id exists already. */
export async function insertRuleset(
  db: Db,
  doc: RulesetDocument,
  flags: { builtIn: boolean; edited: boolean },
): Promise<RulesetRecord | undefined> {
  const rows = await db
    .insert(rulesets)
    .values({ id: doc.id, ...columnsOf(doc), ...flags })
    .onConflictDoNothing()
    .returning();
  return rows[0] ? toRecord(rows[0]) : undefined;
}

/** Writes a document when the stored version is the expected one; undefined when it was not. */
export async function updateRulesetIfVersion(
  db: Db,
  doc: RulesetDocument,
  expectedVersion: number,
  flags: { edited: boolean },
): Promise<RulesetRecord | undefined> {
  const rows = await db
    .update(rulesets)
    .set({
      ...columnsOf(doc),
      edited: flags.edited,
      ...nextVersion(rulesets),
    })
    .where(atVersion(rulesets, doc.id, expectedVersion))
    .returning();
  return rows[0] ? toRecord(rows[0]) : undefined;
}

/**
 * The ruleset a competition dated `date` is pinned to when none is named: the newest (latest
 * validFrom) valid on that day; when none is, the one whose validity ended last.
 */
export async function pickRulesetIdForDate(db: Db, date: string): Promise<string | undefined> {
  const valid = await db
    .select({ id: rulesets.id })
    .from(rulesets)
    .where(sql`${rulesets.validFrom} <= ${date} and ${rulesets.validTo} >= ${date}`)
    .orderBy(desc(rulesets.validFrom), rulesets.id)
    .limit(1);
  if (valid[0]) return valid[0].id;
  const latest = await db
    .select({ id: rulesets.id })
    .from(rulesets)
    .orderBy(desc(rulesets.validTo), desc(rulesets.validFrom), rulesets.id)
    .limit(1);
  return latest[0]?.id;
}

export async function rulesetExists(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: rulesets.id })
    .from(rulesets)
    .where(eq(rulesets.id, id))
    .limit(1);
  return rows.length > 0;
}

/** Ids of the competitions pinned to a ruleset. */
export async function listCompetitionIdsOfRuleset(db: Db, id: string): Promise<string[]> {
  const rows = await db
    .select({ id: competitions.id })
    .from(competitions)
    .where(eq(competitions.regras, id))
    .orderBy(competitions.data, competitions.id);
  return rows.map((r) => r.id);
}

/**
 * Parsed rulesets by id and the stamp of the row they were parsed from (transaction id of the
 * last write, version and change time): a small query per use decides whether the parsed object
 * is still the stored row, so several server instances (and a restore) stay right. The same
 * stored row gives the same frozen object, which the result-list builder compares by identity.
 * Shared by every database handle (a transaction reads the same objects): two rows with the same
 * id and stamp are the same seeded row of one dump.
 */
const parsed = new Map<string, Ruleset>();
const MAX_PARSED = 20;
const stampOf = sql<string>`${rulesets}.xmin::text || '.' || ${rulesets.version} || '.' || ${rulesets.updatedAt}::text`;

/** The stored ruleset as computations take it; undefined when there is none with this id. */
export async function loadRuleset(db: Db, id: string): Promise<Ruleset | undefined> {
  const heads = await db
    .select({ stamp: stampOf })
    .from(rulesets)
    .where(eq(rulesets.id, id))
    .limit(1);
  const head = heads[0];
  if (!head) return undefined;
  const hit = parsed.get(`${id}|${head.stamp}`);
  if (hit) return hit;
  const rows = await db
    .select({ document: rulesets.document, stamp: stampOf })
    .from(rulesets)
    .where(eq(rulesets.id, id))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  return remember(`${id}|${row.stamp}`, row.document);
}

/** Parses a stored document once per key, keeping the last MAX_PARSED. */
function remember(key: string, document: unknown): Ruleset {
  const ruleset = deepFreeze(parseRuleset(document));
  parsed.set(key, ruleset);
  while (parsed.size > MAX_PARSED) {
    const oldest = parsed.keys().next().value;
    if (oldest === undefined) break;
    parsed.delete(oldest);
  }
  return ruleset;
}

/** The version of a ruleset a competition is held on (issue 36), without its document. */
export interface HeldRuleset {
  readonly rulesetId: string;
  readonly version: number;
  readonly heldAt: Date;
}

const h = competitionRulesets;

export async function findHeldRuleset(
  db: Db,
  competitionId: string,
): Promise<HeldRuleset | undefined> {
  const rows = await db
    .select({ rulesetId: h.rulesetId, version: h.rulesetVersion, heldAt: h.heldAt })
    .from(h)
    .where(eq(h.competicao, competitionId))
    .limit(1);
  return rows[0];
}

/** Holds the competition on `document` (version `version` of its ruleset); kept if held already. */
export async function holdRuleset(
  tx: Db,
  competitionId: string,
  held: { rulesetId: string; version: number; document: unknown },
): Promise<void> {
  await tx
    .insert(h)
    .values({
      competicao: competitionId,
      rulesetId: held.rulesetId,
      rulesetVersion: held.version,
      document: held.document,
    })
    .onConflictDoNothing();
}

/** The competition follows its ruleset as stored again. */
export async function releaseHeldRuleset(tx: Db, competitionId: string): Promise<void> {
  await tx.delete(h).where(eq(h.competicao, competitionId));
}

/** Ids of the competitions held on a version of `rulesetId`. */
export async function listHeldCompetitionIds(db: Db, rulesetId: string): Promise<Set<string>> {
  const rows = await db.select({ id: h.competicao }).from(h).where(eq(h.rulesetId, rulesetId));
  return new Set(rows.map((r) => r.id));
}

/**
 * The ruleset a competition is scored with: the version it is held on, or the stored ruleset.
 * One small query decides which, and whether the parsed object is still the stored one.
 */
export async function loadCompetitionRuleset(
  db: Db,
  competitionId: string,
  id: string,
): Promise<Ruleset | undefined> {
  const heads = await db
    .select({
      stamp: sql<string>`${h}.xmin::text || '.' || ${h.rulesetVersion}`,
    })
    .from(h)
    .where(sql`${h.competicao} = ${competitionId} and ${h.rulesetId} = ${id}`)
    .limit(1);
  const head = heads[0];
  if (!head) return loadRuleset(db, id);
  const key = `held|${competitionId}|${id}|${head.stamp}`;
  const hit = parsed.get(key);
  if (hit) return hit;
  const rows = await db
    .select({ document: h.document })
    .from(h)
    .where(eq(h.competicao, competitionId))
    .limit(1);
  const row = rows[0];
  if (!row) return loadRuleset(db, id);
  return remember(key, row.document);
}

/** The held version with its document, as a competition's export carries it (issue 36). */
export async function readHeldRulesetDocument(
  db: Db,
  competitionId: string,
): Promise<{ id: string; version: number; document: unknown } | null> {
  const rows = await db
    .select({ id: h.rulesetId, version: h.rulesetVersion, document: h.document })
    .from(h)
    .where(eq(h.competicao, competitionId))
    .limit(1);
  return rows[0] ?? null;
}
