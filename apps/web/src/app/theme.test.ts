import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, theme } from './theme';

const palettes = Object.entries(theme.colors ?? {}).map(
  ([name, palette]) => [name, [...(palette ?? [])]] as [string, string[]],
);
const light = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as typeof DEFAULT_THEME).light;

/** A colour the resolver set, with `var(--mantine-color-name-N)` read from the theme's palettes. */
function resolve(value: string | undefined): string {
  const match = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(value ?? '');
  if (!match) return value ?? '';
  return theme.colors?.[match[1] ?? '']?.[Number(match[2])] ?? '';
}

describe('theme colours', () => {
  it('keeps every palette', () => {
    expect(palettes.map(([name]) => name).sort()).toEqual(
      [...Object.keys(DEFAULT_THEME.colors), 'aqua'].sort(),
    );
  });

  it.each(palettes)('%s: a light badge or alert (shade 9 on shade 1) reads at 4.5:1', (_, p) => {
    expect(contrastRatio(p[9] ?? '', p[1] ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(p[9] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(palettes)('%s: white text on a filled button or badge reads at 4.5:1', (name, p) => {
    const filled = resolve(light[`--mantine-color-${name}-filled`]) || (p[7] ?? '');
    expect(contrastRatio('#ffffff', filled)).toBeGreaterThanOrEqual(4.5);
  });

  it('dimmed text and error messages read at 4.5:1 on white and on a light gray row', () => {
    for (const color of [light['--mantine-color-dimmed'], light['--mantine-color-error']]) {
      expect(contrastRatio(resolve(color), '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(resolve(color), DEFAULT_THEME.colors.gray[1])).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });
});
