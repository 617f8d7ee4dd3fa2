import { describe, expect, it } from 'vitest';
import { useTestApp } from '@artistic/server/src/test/test-app.ts';
import { isPublicRead } from '@artistic/web/src/sw/routes.ts';

/**
 * The offline shell keeps the last answer of the public reads on its allowlist (issue 40,
 * apps/web/src/sw/routes.ts). The server's own list of them is what its features register with
 * PublicReads (http/public-reads.ts): each must be on the allowlist (health aside, whose copy
 * would lie), and each path on the allowlist must be one the server answers anonymously.
 */
const t = useTestApp({ verifyAfter: false });

/** A registered path with each `{name}` filled in. */
const filled = (path: string) => path.replace(/\{(\w+)\}/g, (_m, name: string) => `${name}1`);

describe("the offline shell's public reads", () => {
  it("holds every public read the server registers, but health's", () => {
    const paths = t.app.publicReads.paths;
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) {
      if (path === '/api/health') expect(isPublicRead(path)).toBe(false);
      else expect(isPublicRead(filled(path)), path).toBe(true);
    }
  });

  it('holds the configuration, an anonymous read of the app', async () => {
    expect(isPublicRead('/api/config')).toBe(true);
    const res = await t.request('/api/config');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control') ?? '').not.toMatch(/no-store|private/);
  });
});
