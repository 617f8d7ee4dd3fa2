import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { JWK } from 'jose';
import { exportJWK, generateKeyPair } from 'jose';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';

/** Returns the stored secret, creating it first when missing. Safe when several instances race. */
export async function getOrCreateSecret<T>(
  db: Db,
  name: string,
  create: () => Promise<T>,
): Promise<T> {
  const existing = await db.select().from(appSecrets).where(eq(appSecrets.name, name)).limit(1);
  if (existing[0]) return existing[0].value as T;
  await db
    .insert(appSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const rows = await db.select().from(appSecrets).where(eq(appSecrets.name, name)).limit(1);
  if (!rows[0]) throw new Error(`secret ${name} could not be stored`);
  return rows[0].value as T;
}

export interface IdpSecrets {
  signingKey: JWK;
  cookieKeys: string[];
}

export async function getIdpSecrets(db: Db): Promise<IdpSecrets> {
  const signingKey = await getOrCreateSecret<JWK>(db, 'oidc_signing_key', async () => {
    const { privateKey } = await generateKeyPair('RS256', {
      modulusLength: 2048,
      extractable: true,
    });
    return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  });
  const cookieKeys = await getOrCreateSecret<string[]>(db, 'oidc_cookie_keys', async () => [
    randomBytes(32).toString('base64url'),
  ]);
  return { signingKey, cookieKeys };
}

export function publicJwk(key: JWK): JWK {
  const { kty, n, e, kid, alg, use, crv, x, y } = key;
  return Object.fromEntries(
    Object.entries({ kty, n, e, kid, alg, use, crv, x, y }).filter(([, v]) => v !== undefined),
  ) as JWK;
}
