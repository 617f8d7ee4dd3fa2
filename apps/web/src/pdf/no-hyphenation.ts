import { Font } from '@react-pdf/renderer';

/**
 * react-pdf hyphenates by default ('Gonçal-ves' across two lines): a name or a club must stay
 * whole, so a word that does not fit moves whole to the next line. The callback is global;
 * document-parts.tsx, which every react-pdf document imports, calls this when it loads.
 */
export function keepWordsWhole(): void {
  Font.registerHyphenationCallback((word) => [word]);
}
