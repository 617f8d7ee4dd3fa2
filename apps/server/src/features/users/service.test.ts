import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { findUserByUsername } from './repository.ts';
import {
  authenticate,
  createUser,
  ensureAdmin,
  seedDemoUsers,
  setClub,
  setPassword,
  setRole,
} from './service.ts';

const t = useTestApp();

describe('users of the embedded provider', () => {
  it('stores scrypt hashes, never the password', async () => {
    const u = await createUser(t.db, {
      username: 'ana',
      password: 'segredo1',
      name: 'Ana',
      role: 'referee',
    });
    expect(u.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(u.passwordHash).not.toContain('segredo1');
  });

  it('authenticates the right password only, and unknown users the same way', async () => {
    expect((await authenticate(t.db, 'ana', 'segredo1'))?.username).toBe('ana');
    expect(await authenticate(t.db, 'ana', 'errada')).toBeNull();
    expect(await authenticate(t.db, 'ninguem', 'segredo1')).toBeNull();
  });

  it('a clube user needs a club; roles are checked', async () => {
    await expect(
      createUser(t.db, { username: 'c', password: 'xxxx', name: 'C', role: 'clube' }),
    ).rejects.toThrow();
    await expect(
      createUser(t.db, { username: 'd', password: 'xxxx', name: 'D', role: 'boss' as 'admin' }),
    ).rejects.toThrow();
    await expect(
      createUser(t.db, { username: 'ana', password: 'xxxx', name: 'A', role: 'admin' }),
    ).rejects.toThrow(/exists/);
  });

  it('changes role, club and password', async () => {
    await setRole(t.db, 'ana', 'clube');
    await setClub(t.db, 'ana', 'Clube Z');
    await setPassword(t.db, 'ana', 'nova-pass');
    const u = await findUserByUsername(t.db, 'ana');
    expect(u).toMatchObject({ role: 'clube', club: 'Clube Z', version: 4 });
    expect(await authenticate(t.db, 'ana', 'nova-pass')).not.toBeNull();
    await expect(setRole(t.db, 'ana', 'root')).rejects.toThrow();
    await expect(setRole(t.db, 'ghost', 'admin')).rejects.toThrow(/no user/);
  });

  it('a name or club with a direction override or an invisible character is refused, nothing stored', async () => {
    await expect(
      createUser(t.db, {
        username: 'rtl',
        password: 'xxxx',
        name: 'Ana\u202Eavlis',
        role: 'referee',
      }),
    ).rejects.toThrow(/^name: O texto tem caracteres invisíveis ou de controlo de direção/);
    await expect(
      createUser(t.db, {
        username: 'rtl',
        password: 'xxxx',
        name: 'Rita',
        role: 'clube',
        club: 'Clube\u200BNatação',
      }),
    ).rejects.toThrow(/^club: O texto tem caracteres invisíveis/);
    expect(await findUserByUsername(t.db, 'rtl')).toBeUndefined();

    await expect(setClub(t.db, 'ana', 'Clube\u2066 Y')).rejects.toThrow(/invisíveis/);
    expect((await findUserByUsername(t.db, 'ana'))?.club).toBe('Clube Z');
    // Accents, apostrophes and hyphens are names like any other.
    await setClub(t.db, 'ana', "Clube de Natação d'Ílhavo-Gafanha");
    expect((await findUserByUsername(t.db, 'ana'))?.club).toBe("Clube de Natação d'Ílhavo-Gafanha");
  });

  it('creates an admin with a random password once, when none exists', async () => {
    const password = await ensureAdmin(t.db);
    expect(password).toMatch(/^[\w-]{16}$/);
    expect(await authenticate(t.db, 'admin', password ?? '')).not.toBeNull();
    expect(await ensureAdmin(t.db)).toBeNull();
  });

  it('seeds the demo accounts with their usernames as passwords, once', async () => {
    const created = await seedDemoUsers(t.db);
    expect(created).toEqual(['juiz', 'clube1', 'clube2']);
    expect(await seedDemoUsers(t.db)).toEqual([]);
    expect((await authenticate(t.db, 'clube2', 'clube2'))?.club).toBe('Clube Natação Beta');
  });
});
