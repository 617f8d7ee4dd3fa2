/**
 * The lint that keeps the server's features depending one way (docs/ARCHITECTURE.md, "Feature
 * order"; ADR 036) and the decimal helpers inside packages/domain (issue 19): each case lints one
 * import placed in a file of the repository with the repository's own eslint.config.js.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, specifier: string): Promise<string[]> {
  const code = `import { x } from '${specifier}';\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('the feature order lint', () => {
  it('refuses an import of a higher feature', async () => {
    const errors = await restrictedImports(
      'apps/server/src/features/competitions/service.ts',
      '../result-lists/service.ts',
    );
    expect(errors.join('\n')).toMatch(/competitions may import only the features below it/);
  });

  it('refuses an import between two features of one tier', async () => {
    const errors = await restrictedImports(
      'apps/server/src/features/coach-cards/service.ts',
      '../figure-entries/service.ts',
    );
    expect(errors).toHaveLength(1);
  });

  it("refuses another feature's repository or internals, even a lower one's", async () => {
    for (const specifier of ['../competitions/repository.ts', '../ruleset-store/repository.ts']) {
      const errors = await restrictedImports(
        'apps/server/src/features/routine-results/service.ts',
        specifier,
      );
      expect(errors.join('\n')).toMatch(/only through its public service\.ts/);
    }
  });

  it("accepts a lower feature's service", async () => {
    for (const specifier of [
      '../competitions/service.ts',
      '../audit/service.ts',
      './repository.ts',
    ])
      expect(
        await restrictedImports('apps/server/src/features/routine-results/service.ts', specifier),
      ).toEqual([]);
  });

  it('lets routes import only their own service', async () => {
    const file = 'apps/server/src/features/start-lists/routes.ts';
    expect(await restrictedImports(file, '../competitions/service.ts')).not.toEqual([]);
    expect(await restrictedImports(file, './repository.ts')).not.toEqual([]);
    expect(await restrictedImports(file, './service.ts')).toEqual([]);
  });

  it('keeps the features apart out of the order', async () => {
    expect(
      await restrictedImports(
        'apps/server/src/features/rulesets/service.ts',
        '../users/service.ts',
      ),
    ).not.toEqual([]);
  });

  it('keeps the decimal helpers out of the apps', async () => {
    for (const file of [
      'apps/server/src/features/rulesets/recompute.ts',
      'apps/server/src/app.ts',
      'apps/web/src/lib/money.ts',
      'apps/web/src/components/score-cell.tsx',
      'apps/web/src/app/app.tsx',
    ])
      for (const specifier of ['@artistic/domain/core/decimal', 'big.js'])
        expect((await restrictedImports(file, specifier)).join('\n')).toMatch(
          /only packages\/domain computes/,
        );
  });
});
