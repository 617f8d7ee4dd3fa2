import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { splitCatalogue } from '../src/i18n/catalogue.ts';
import { SHELL_KEYS } from '../src/i18n/shell-keys.ts';

/** `pt.json?catalogue=shell` or `?catalogue=pages` (the dev server may add `import&`). */
function partOf(id: string): { file: string; part: 'shell' | 'pages' } | undefined {
  const [file = '', query = ''] = id.split('?');
  const part = new URLSearchParams(query).get('catalogue');
  if (!file.endsWith('.json') || (part !== 'shell' && part !== 'pages')) return undefined;
  return { file, part };
}

/**
 * The Portuguese catalogue stays one file, pt.json, that translators edit; the build splits it
 * (ADR 045). `import x from './pt.json?catalogue=shell'` is the texts the shell draws
 * (src/i18n/shell-keys.ts), in the first download; `?catalogue=pages` is the rest, loaded with
 * the page frame. Both keep pt.json's nesting; each is a module whose default export is the
 * part (parsed with JSON.parse, as vite does with a large JSON file).
 */
export function catalogueParts(): Plugin {
  return {
    name: 'artistic-catalogue-parts',
    enforce: 'pre',
    load(id) {
      const found = partOf(id);
      if (!found) return null;
      this.addWatchFile(found.file);
      const whole = JSON.parse(readFileSync(found.file, 'utf8'));
      const { picked, rest } = splitCatalogue(whole, SHELL_KEYS);
      const text = JSON.stringify(found.part === 'shell' ? picked : rest);
      return `export default JSON.parse(${JSON.stringify(text)});\n`;
    },
  };
}
