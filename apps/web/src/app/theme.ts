import type { MantineColorsTuple } from '@mantine/core';
import { createTheme } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'aqua',
  primaryShade: { light: 7, dark: 5 },
  colors: { aqua },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
});
