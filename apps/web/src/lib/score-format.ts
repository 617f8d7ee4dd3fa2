import { formatDecimal, formatScore } from '@artistic/domain/core/numbers';
import { useTranslation } from '../i18n/use-translation';

/** The decimal separator of a language: ',' in Portuguese, '.' in English. */
export function decimalSeparator(language: string): '.' | ',' {
  return language.startsWith('en') ? '.' : ',';
}

/** formatScore with the language's decimal separator: '15,7667' in Portuguese, '15.7667' in English. */
export function formatScoreIn(value: number, language: string): string {
  return formatScore(value, decimalSeparator(language));
}

/**
 * A value that is not a 4-decimal score (a DD, a factor, a table value) as it is written, with
 * the language's separator: 0.65 → '0,65' in Portuguese, '0.65' in English; 1.6 → '1,6'; 8 → '8'.
 */
export function formatDecimalIn(value: number, language: string): string {
  return formatDecimal(value).replace('.', decimalSeparator(language));
}

/** Formatters of the current language: scores with 4 decimals, other values as written. */
export function useNumberFormat(): {
  score: (value: number) => string;
  decimal: (value: number) => string;
  separator: '.' | ',';
} {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    score: (value) => formatScoreIn(value, language),
    decimal: (value) => formatDecimalIn(value, language),
    separator: decimalSeparator(language),
  };
}

/** formatScoreIn for the current language. */
export function useScoreFormat(): (value: number) => string {
  return useNumberFormat().score;
}
