import type { Competition } from '@artistic/domain/competition/schema';
import { seedDemo } from '../demo-seed.ts';
import type { TestApp } from './test-app.ts';
import { users } from './test-app.ts';

/** When the demo is seeded unless a test says otherwise. */
export const DEMO_SEEDED_AT = new Date('2026-11-23T10:00:00Z');

export interface DemoCompetitions {
  /** The demo's published competition (the one the public list shows). */
  visible: Competition;
  /** The demo's unpublished competition (only the admin sees it). */
  hidden: Competition;
}

/**
 * Seeds the demo into a test app and gives its two competitions as the admin lists them.
 * `results: false` leaves the score sheets out.
 */
export async function seedDemoCompetitions(
  t: TestApp,
  options: { seededAt?: Date; results?: boolean } = {},
): Promise<DemoCompetitions> {
  await seedDemo(t.db, options.seededAt ?? DEMO_SEEDED_AT, { results: options.results });
  const all = (await (
    await t.request('/api/competitions', { as: users.admin })
  ).json()) as Competition[];
  return {
    visible: all.find((c) => c.visible) as Competition,
    hidden: all.find((c) => !c.visible) as Competition,
  };
}
