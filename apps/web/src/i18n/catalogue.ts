/**
 * Catalogues as plain data (ADR 045): nested objects of texts, read with dotted keys
 * ('competitions.title'). No React, no DOM: the translator, the build's catalogue split
 * (scripts/catalogue-parts.ts) and the tests use these.
 */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

const own = (node: Catalogue, key: string) => Object.prototype.hasOwnProperty.call(node, key);

/** The text or section at a dotted key, or undefined when there is none. */
export function lookup(
  catalogue: Catalogue | undefined,
  key: string,
): string | Catalogue | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string' || !own(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

/** Every text's dotted key, in the catalogue's order. */
export function flattenKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`),
  );
}

/**
 * Adds `source` into `target` (changed in place), section by section. A text `target` has
 * already is kept unless `overwrite` (i18next's deep `addResourceBundle`).
 */
export function mergeInto(target: Catalogue, source: Catalogue, overwrite: boolean): Catalogue {
  for (const [key, value] of Object.entries(source)) {
    if (key === '__proto__' || key === 'constructor') continue;
    const current = own(target, key) ? target[key] : undefined;
    if (current === undefined) {
      target[key] = typeof value === 'string' ? value : structuredClone(value);
    } else if (typeof current === 'string' || typeof value === 'string') {
      if (overwrite) target[key] = typeof value === 'string' ? value : structuredClone(value);
    } else {
      mergeInto(current, value, overwrite);
    }
  }
  return target;
}

/** True when `key` is one of `prefixes` or lies inside one of them ('auth' holds 'auth.logIn'). */
export function isUnder(key: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => key === prefix || key.startsWith(`${prefix}.`));
}

/**
 * The section of `catalogue` at `path` (['errors', 'form'] for 'errors.form'), made (in place,
 * replacing a text in the way) where it is missing.
 */
export function sectionAt(catalogue: Catalogue, path: readonly string[]): Catalogue {
  let node = catalogue;
  for (const part of path) {
    const child = node[part];
    if (typeof child === 'object') {
      node = child;
    } else {
      const created: Catalogue = {};
      node[part] = created;
      node = created;
    }
  }
  return node;
}

/**
 * Splits a catalogue in two: the texts under `prefixes` and the rest, each with the same
 * nesting as the whole. Every text lands in exactly one of them.
 */
export function splitCatalogue(
  catalogue: Catalogue,
  prefixes: readonly string[],
): { picked: Catalogue; rest: Catalogue } {
  const picked: Catalogue = {};
  const rest: Catalogue = {};
  const put = (target: Catalogue, path: readonly string[], text: string) => {
    sectionAt(target, path.slice(0, -1))[path[path.length - 1] ?? ''] = text;
  };
  const visit = (node: Catalogue, path: readonly string[]) => {
    for (const [key, value] of Object.entries(node)) {
      const here = [...path, key];
      if (typeof value === 'string')
        put(isUnder(here.join('.'), prefixes) ? picked : rest, here, value);
      else visit(value, here);
    }
  };
  visit(catalogue, []);
  return { picked, rest };
}
