import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Context } from 'hono';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
};

/** Serves the built SPA; any other GET path gets index.html so the SPA router decides (its own Not Found). */
export function createSpaHandler(distDir: string) {
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');
  const hasBuild = existsSync(indexPath);
  return (c: Context): Response => {
    if (!hasBuild) {
      return c.text('A aplicação web ainda não foi compilada: corra `npm run build`.', 503);
    }
    const rel = normalize(decodeURIComponent(c.req.path)).replace(/^([/\\])+/, '');
    const file = resolve(root, rel);
    if (
      (file === root || file.startsWith(root + sep)) &&
      rel &&
      existsSync(file) &&
      statSync(file).isFile()
    ) {
      const immutable = rel.startsWith('assets/');
      return c.body(readFileSync(file), 200, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    return c.body(readFileSync(indexPath), 200, {
      'content-type': types['.html'] ?? 'text/html',
      'cache-control': 'no-cache',
    });
  };
}
