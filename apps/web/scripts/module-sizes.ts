import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes its module sizes, beside vite's manifest (read by npm run bench). */
export const MODULE_SIZES_FILE = '.vite/module-sizes.json';

/** Per output chunk (its file name), the bytes each source module renders into it (before minifying). */
export type ModuleSizes = Record<string, Record<string, number>>;

/**
 * Writes dist/.vite/module-sizes.json: for every JavaScript chunk, each module it holds and the
 * length the bundler rendered it at. The benchmark (scripts/src/bench/web-size.ts) shares a
 * chunk's gzip size out by these lengths to say which packages the first download holds.
 */
export function moduleSizes(root: string): Plugin {
  return {
    name: 'artistic-module-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const sizes: ModuleSizes = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          if (info.renderedLength === 0) continue;
          // Virtual modules start with \0; paths are made relative to the repository.
          const name = id.startsWith('\0') ? id.slice(1) : relative(root, id.split('?')[0] ?? id);
          modules[name] = (modules[name] ?? 0) + info.renderedLength;
        }
        sizes[output.fileName] = modules;
      }
      this.emitFile({
        type: 'asset',
        fileName: MODULE_SIZES_FILE,
        source: `${JSON.stringify(sizes)}\n`,
      });
    },
  };
}
