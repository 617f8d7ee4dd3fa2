import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nextVersion } from '../../db/versioned.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return rows[0];
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function insertUser(db: Db, row: NewUserRow): Promise<UserRow> {
  const rows = await db.insert(users).values(row).returning();
  const created = rows[0];
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function updateUser(
  db: Db,
  username: string,
  patch: Partial<Pick<UserRow, 'passwordHash' | 'role' | 'club' | 'name' | 'email'>>,
): Promise<UserRow | undefined> {
  const rows = await db
    .update(users)
    .set({ ...patch, ...nextVersion(users) })
    .where(eq(users.username, username))
    .returning();
  return rows[0];
}

export async function countAdmins(db: Db): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.role, 'admin'));
  return rows[0]?.n ?? 0;
}

export async function listUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).orderBy(users.username);
}
