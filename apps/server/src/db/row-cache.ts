import type { Db } from './client.ts';

/** A row as listed: its id and what tells one stored version of it from another. */
export interface RowStamp {
  id: string;
  /** The row's `xmin` (the transaction that wrote this version of it) with its version. */
  stamp: string;
}

/** Freezes a parsed value shared between callers, all the way down. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * Parsed rows of a table kept by id and stamp, per database. A list first reads only ids and
 * stamps, then fetches and parses the rows it does not hold in that version: a championship's
 * result list reads 900 score sheets (0.9 MB of jsonb), of which a score changes one. A row
 * rewritten in any way (an update, a delete and insert again under the same id) has a new
 * `xmin`, so a stale copy is never returned. Frozen, since callers share them.
 */
export class RowCache<T> {
  private readonly byDb = new WeakMap<Db, Map<string, { stamp: string; value: T }>>();

  constructor(private readonly maxRows = 50_000) {}

  async list(
    db: Db,
    stamps: readonly RowStamp[],
    fetch: (ids: string[]) => Promise<(RowStamp & { value: T })[]>,
  ): Promise<T[]> {
    let rows = this.byDb.get(db);
    if (!rows) {
      rows = new Map();
      this.byDb.set(db, rows);
    }
    const known = rows;
    const missing = stamps.filter((s) => known.get(s.id)?.stamp !== s.stamp).map((s) => s.id);
    if (missing.length > 0) {
      if (known.size + missing.length > this.maxRows) known.clear();
      for (const row of await fetch(missing))
        known.set(row.id, { stamp: row.stamp, value: deepFreeze(row.value) });
    }
    const out: T[] = [];
    // A row deleted between the two reads is left out; one rewritten meanwhile comes newer.
    for (const s of stamps) {
      const row = known.get(s.id);
      if (row) out.push(row.value);
    }
    return out;
  }
}
