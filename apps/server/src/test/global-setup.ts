import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { PGLITE_START_PARAMS, openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
  }
}

/** Creates and migrates one PGlite database, dumps it; every test file starts from that dump. */
export default async function setup(project: TestProject) {
  const pglite = await PGlite.create({ startParams: PGLITE_START_PARAMS });
  const database = await openDatabase({ pglite });
  const dump = await pglite.dumpDataDir('none');
  const file = join(mkdtempSync(join(tmpdir(), 'artistic-test-')), 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDump', file);
}
