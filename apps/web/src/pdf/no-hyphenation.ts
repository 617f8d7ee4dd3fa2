import { Font } from '@react-pdf/renderer';

/**
 * react-pdf hyphenates by default ('Gonçal-ves' across two lines): a name or a club must stay
 * whole, so a word that does not fit moves whole to the next line. The callback is global; every
 * react-pdf document calls this before it renders (calling it again changes nothing).
 */
export function keepWordsWhole(): void {
  Font.registerHyphenationCallback((word) => [word]);
}
