import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { RowCache } from './row-cache.ts';
import { atVersion, nextVersion } from './versioned.ts';
import type { figureResults, routineResults } from './schema.ts';

/** The tables of score sheets: the sheet as the API answers it (without _id, version) in `body`. */
type SheetTable = typeof figureResults | typeof routineResults;

/**
 * What a sheet's write sets besides its id and version: the sheet itself and the columns its
 * table keeps of it (the entry it belongs to, its score), each table's own.
 */
export type SheetColumns = { body: unknown } & Partial<
  Omit<
    typeof figureResults.$inferInsert & typeof routineResults.$inferInsert,
    'id' | 'body' | 'version' | 'createdAt' | 'updatedAt'
  >
>;

interface SheetRow {
  id: string;
  body: unknown;
  version: number;
}

/**
 * How a table of score sheets is read and written: a sheet by id, a competition's sheets in the
 * order they were created (parsed once per stored version, db/row-cache.ts), a new sheet, and a
 * sheet written again at the version its writer read (db/versioned.ts).
 */
export function sheetRows<Sheet extends { _id: string; version: number }>(table: SheetTable) {
  const toSheet = (row: SheetRow): Sheet => ({
    ...(row.body as Sheet),
    _id: row.id,
    version: row.version,
  });
  const columns = { id: table.id, body: table.body, version: table.version };
  const stampOf = sql<string>`xmin::text || '.' || ${table.version}`;
  const parsedSheets = new RowCache<Sheet>();
  return {
    toSheet,
    /** The columns `toSheet` reads, for a write's `returning`. */
    columns,
    async listOfCompetition(db: Db, competitionId: string): Promise<Sheet[]> {
      const stamps = await db
        .select({ id: table.id, stamp: stampOf })
        .from(table)
        .where(eq(table.competicao, competitionId))
        .orderBy(table.createdAt);
      return parsedSheets.list(db, stamps, async (ids) => {
        const rows = await db
          .select({ ...columns, stamp: stampOf })
          .from(table)
          .where(inArray(table.id, ids));
        return rows.map((row) => ({ id: row.id, stamp: row.stamp, value: toSheet(row) }));
      });
    },
    async find(db: Db, id: string): Promise<Sheet | undefined> {
      const rows = await db.select(columns).from(table).where(eq(table.id, id)).limit(1);
      return rows[0] ? toSheet(rows[0]) : undefined;
    },
    /** Inserts unless the entry already has a sheet (then undefined: the caller answers 409). */
    async insert(
      db: Db,
      id: string,
      values: SheetColumns & { competicao: string },
    ): Promise<Sheet | undefined> {
      const rows = await db
        .insert(table)
        .values({ id, ...values })
        .onConflictDoNothing()
        .returning(columns);
      return rows[0] ? toSheet(rows[0]) : undefined;
    },
    /** Writes the sheet when the stored version is the expected one (undefined when it is not). */
    async updateIfVersion(
      db: Db,
      id: string,
      expectedVersion: number,
      values: SheetColumns,
    ): Promise<Sheet | undefined> {
      const rows = await db
        .update(table)
        .set({ ...values, ...nextVersion(table) })
        .where(atVersion(table, id, expectedVersion))
        .returning(columns);
      return rows[0] ? toSheet(rows[0]) : undefined;
    },
  };
}
