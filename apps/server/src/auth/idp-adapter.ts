import { and, eq, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { oidcPayloads } from '../db/schema.ts';

/** oidc-provider storage in the app database, so every instance sees the same sessions and grants. */
export function createDbAdapterFactory(db: Db) {
  return (type: string): Adapter => {
    const where = (id: string) => and(eq(oidcPayloads.type, type), eq(oidcPayloads.id, id));
    const live = (
      row: { payload: unknown; expiresAt: Date | null; consumedAt: Date | null } | undefined,
    ) => {
      if (!row) return undefined;
      if (row.expiresAt && row.expiresAt.getTime() < Date.now()) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt
        ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
        : payload;
    };
    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
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
        const rows = await db.select().from(oidcPayloads).where(where(id)).limit(1);
        return live(rows[0]);
      },
      async findByUserCode(userCode) {
        const rows = await db
          .select()
          .from(oidcPayloads)
          .where(and(eq(oidcPayloads.type, type), eq(oidcPayloads.userCode, userCode)))
          .limit(1);
        return live(rows[0]);
      },
      async findByUid(uid) {
        const rows = await db
          .select()
          .from(oidcPayloads)
          .where(and(eq(oidcPayloads.type, type), eq(oidcPayloads.uid, uid)))
          .limit(1);
        return live(rows[0]);
      },
      async consume(id) {
        await db
          .update(oidcPayloads)
          .set({ consumedAt: sql`now()` })
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
