import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { domainMessagesPt } from '@artistic/domain/core/messages';
import type { DomainMessageKey } from '@artistic/domain/core/messages';
import { requiredTextSchema } from '@artistic/domain/core/common-schemas';
import type { Db } from '../../db/client.ts';
import { getDummyHash, hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { UserRow } from './repository.ts';
import {
  countAdmins,
  findUserByUsername,
  insertUser,
  listUsers,
  updateUser,
} from './repository.ts';

export const roleSchema = z.enum(['admin', 'referee', 'clube']);
export type Role = z.infer<typeof roleSchema>;

export const newUserSchema = z
  .object({
    username: z
      .string()
      .trim()
      .min(2)
      .max(64)
      .regex(/^[a-zA-Z0-9._@-]+$/),
    password: z.string().min(4).max(200),
    // The name and club are shown in pages, PDFs and the audit log: the same rules as every
    // name the API takes (one visible line, no direction override; issue 18).
    name: requiredTextSchema,
    email: z.email().optional(),
    role: roleSchema,
    club: requiredTextSchema.optional(),
  })
  .refine((u) => u.role !== 'clube' || !!u.club, {
    path: ['club'],
    message: 'a clube user needs a club name',
  });
export type NewUser = z.input<typeof newUserSchema>;

/** Parses, or throws an Error naming each refused field with the domain's Portuguese text. */
function parseOrExplain<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const text = (key: string) => domainMessagesPt[key as DomainMessageKey] ?? key;
  throw new Error(
    result.error.issues.map((i) => `${i.path.join('.') || 'valor'}: ${text(i.message)}`).join('; '),
  );
}

const clubSchema = requiredTextSchema.nullable();

export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  const u = parseOrExplain(newUserSchema, input);
  if (await findUserByUsername(db, u.username))
    throw new Error(`user '${u.username}' already exists`);
  return insertUser(db, {
    username: u.username,
    passwordHash: await hashPassword(u.password),
    name: u.name,
    email: u.email ?? null,
    role: u.role,
    club: u.role === 'clube' ? (u.club ?? null) : (u.club ?? null),
  });
}

/** Checks a username and password; the same work is done whether or not the user exists. */
export async function authenticate(
  db: Db,
  username: string,
  password: string,
): Promise<UserRow | null> {
  const user = await findUserByUsername(db, username.trim());
  const ok = await verifyPassword(password, user?.passwordHash ?? (await getDummyHash()));
  return user && ok ? user : null;
}

export async function setPassword(db: Db, username: string, password: string): Promise<UserRow> {
  z.string().min(4).max(200).parse(password);
  const u = await updateUser(db, username, { passwordHash: await hashPassword(password) });
  if (!u) throw new Error(`no user '${username}'`);
  return u;
}

export async function setRole(db: Db, username: string, role: string): Promise<UserRow> {
  const u = await updateUser(db, username, { role: roleSchema.parse(role) });
  if (!u) throw new Error(`no user '${username}'`);
  return u;
}

export async function setClub(db: Db, username: string, club: string | null): Promise<UserRow> {
  const u = await updateUser(db, username, { club: parseOrExplain(clubSchema, club) });
  if (!u) throw new Error(`no user '${username}'`);
  return u;
}

export { listUsers };

export const demoAccounts = [
  { username: 'admin', name: 'Administrador da Federação', role: 'admin', club: undefined },
  { username: 'juiz', name: 'Juiz Árbitro', role: 'referee', club: undefined },
  { username: 'clube1', name: 'Treinador Alfa', role: 'clube', club: 'Clube Natação Alfa' },
  { username: 'clube2', name: 'Treinador Beta', role: 'clube', club: 'Clube Natação Beta' },
] as const;

/** Demo mode: the four demo accounts, each with its username as password (only those missing). */
export async function seedDemoUsers(db: Db): Promise<string[]> {
  const created: string[] = [];
  for (const a of demoAccounts) {
    if (await findUserByUsername(db, a.username)) continue;
    await createUser(db, {
      username: a.username,
      password: a.username,
      name: a.name,
      email: `${a.username}@demo.artistic.pt`,
      role: a.role,
      club: a.club,
    });
    created.push(a.username);
  }
  return created;
}

/** Without demo data: when no admin exists, create `admin` with a random password and return it once. */
export async function ensureAdmin(db: Db): Promise<string | null> {
  if ((await countAdmins(db)) > 0) return null;
  if (await findUserByUsername(db, 'admin')) return null;
  const password = randomBytes(12).toString('base64url');
  await createUser(db, { username: 'admin', password, name: 'Administrador', role: 'admin' });
  return password;
}
