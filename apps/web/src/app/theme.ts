import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';
import { Badge, DEFAULT_THEME, createTheme, darken, luminance } from '@mantine/core';

/** A calm pool blue; shade 7 keeps white text above 4.5:1 contrast. */
const aqua: MantineColorsTuple = [
  '#e7f4fb',
  '#cfe7f5',
  '#a1cfeb',
  '#6fb5e0',
  '#489fd6',
  '#2f91d0',
  '#1d87cc',
  '#0b6fb0',
  '#00629e',
  '#00548b',
];

/** WCAG 2 AA for normal text, with a little margin over 4.5 for rounding in the browser. */
export const TEXT_CONTRAST = 4.6;

/** The WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The colour, darkened in small steps until text in it reaches TEXT_CONTRAST on `background`. */
function darkenUntilReadable(color: string, background: string): string {
  let amount = 0;
  let result = color;
  while (contrastRatio(result, background) < TEXT_CONTRAST && amount < 1) {
    amount += 0.02;
    result = darken(color, amount);
  }
  return result;
}

/**
 * Mantine's palettes with shade 9 darkened where it is too light to read: a light badge, alert or
 * button writes shade 9 on shade 1, and orange, yellow, lime, green and teal fall below 4.5:1 there
 * (a state badge, the 'Aviso' lines of a coach card, the header's beta badge).
 */
function readablePalette(palette: readonly string[]): MantineColorsTuple {
  const shades = [...palette];
  shades[9] = darkenUntilReadable(shades[9] ?? '#000', shades[1] ?? '#fff');
  return shades as unknown as MantineColorsTuple;
}

const colors: Record<string, MantineColorsTuple> = Object.fromEntries(
  Object.entries({ ...DEFAULT_THEME.colors, aqua }).map(([name, palette]) => [
    name,
    readablePalette(palette),
  ]),
);

export const theme = createTheme({
  primaryColor: 'aqua',
  primaryShade: { light: 7, dark: 5 },
  colors,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // A badge's text is never cut ('REGULAMENTO COM FATORES PROVIS…' in a narrow column, issue
    // 38): in a column narrower than the text it wraps onto a second line and grows in height.
    Badge: Badge.extend({
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%' },
        label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
      },
    }),
  },
});

/** The first shade from the primary one (7) on which white text is readable; 9 always is. */
function readableFilledShade(palette: readonly string[]): number {
  for (let shade = 7; shade < 9; shade++) {
    if (contrastRatio('#ffffff', palette[shade] ?? '#000') >= TEXT_CONTRAST) return shade;
  }
  return 9;
}

/**
 * Colours Mantine's defaults leave below WCAG AA on white: dimmed text (descriptions, hints) is
 * gray 6 (3.3:1), error text red 6 (3.3:1), and a filled teal, green, orange... button writes white
 * on shade 7 (2.1 to 3.8:1). Each is replaced by the nearest readable colour of the same hue.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': '#5f666d',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  };
  for (const [name, palette] of Object.entries(colors)) {
    const shade = readableFilledShade(palette);
    if (shade === 7) continue;
    light[`--mantine-color-${name}-filled`] = `var(--mantine-color-${name}-${shade})`;
    light[`--mantine-color-${name}-filled-hover`] =
      shade < 9 ? `var(--mantine-color-${name}-${shade + 1})` : darken(palette[9] ?? '#000', 0.1);
    light[`--mantine-color-${name}-outline`] = `var(--mantine-color-${name}-${shade})`;
  }
  return { variables: {}, light, dark: {} };
};
