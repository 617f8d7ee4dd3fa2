/**
 * Issue 37: the demo's data (a championship partly scored, a finished competition with every
 * event official, a hidden one) is verified with no difference, through the app's read path and
 * through its routes.
 */
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../../demo-seed.ts';
import { users, useTestApp } from '../../test/test-app.ts';
import { expectVerified } from '../../test/verified.ts';
import { verifyAll } from './service.ts';

const t = useTestApp();

describe('the demo', () => {
  it('has no difference', async () => {
    await seedDemo(t.db, new Date('2026-11-23T10:00:00Z'));
    const direct = await verifyAll(t.db);
    expect(direct.differences).toEqual([]);
    expect(direct.checked).toBeGreaterThan(1000);
    const { checked } = await expectVerified(t.db, {
      served: (path) => t.request(path, { as: users.admin }),
    });
    expect(checked).toBe(direct.checked);
  });
});
