import { and, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { oidcPayloads } from '../db/schema.ts';
import { nowMs } from '../clock.ts';

/** oidc-provider storage in the app database, so every instance sees the same sessions and grants. */
export function createDbAdapterFactory(db: Db) {
  return (type: string): Adapter => {
    const where = (id: string) => and(eq(oidcPayloads.type, type), eq(oidcPayloads.id, id));
    const live = (
      row: { payload: unknown; expiresAt: Date | null; consumedAt: Date | null } | undefined,
    ) => {
      if (!row) return undefined;
      if (row.expiresAt && row.expiresAt.getTime() < nowMs()) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt
        ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
        : payload;
    };
    /** The one payload `condition` picks, unless it expired. */
    const findLive = async (condition: SQL | undefined) => {
      const rows = await db.select().from(oidcPayloads).where(condition).limit(1);
      return live(rows[0]);
    };
    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = expiresIn ? new Date(nowMs() + expiresIn * 1000) : null;
        const values = {
          id,
          type,
          payload,
          grantId: payload.grantId ?? null,
          userCode: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expiresAt,
        };
        await db
          .insert(oidcPayloads)
          .values(values)
          .onConflictDoUpdate({ target: [oidcPayloads.type, oidcPayloads.id], set: values });
      },
      async find(id) {
        return findLive(where(id));
      },
      async findByUserCode(userCode) {
        return findLive(and(eq(oidcPayloads.type, type), eq(oidcPayloads.userCode, userCode)));
      },
      async findByUid(uid) {
        return findLive(and(eq(oidcPayloads.type, type), eq(oidcPayloads.uid, uid)));
      },
      async consume(id) {
        await db
          .update(oidcPayloads)
          .set({ consumedAt: new Date(nowMs()) })
          .where(where(id));
      },
      async destroy(id) {
        await db.delete(oidcPayloads).where(where(id));
      },
      async revokeByGrantId(grantId) {
        await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
      },
    };
  };
}
