/**
 * Optimistic locking (schema.ts `versionColumns`): a write names the version it read, and the row
 * is written only while it still has that version, which the write raises.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { now as clockNow } from '../clock.ts';

/** What every versioned write sets besides its own columns: the next version, the time of it. */
export const nextVersion = (table: { version: PgColumn }) => ({
  version: sql<number>`${table.version} + 1`,
  updatedAt: clockNow(),
});

/** The row `id` while it still has the version the writer read. */
export const atVersion = (
  table: { id: PgColumn; version: PgColumn },
  id: string,
  expectedVersion: number,
) => and(eq(table.id, id), eq(table.version, expectedVersion));
