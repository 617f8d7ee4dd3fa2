import { formatScore } from '@artistic/domain/scoring/decimal';
import { useTranslation } from 'react-i18next';

/** The decimal separator of a language: ',' in Portuguese, '.' in English. */
export function decimalSeparator(language: string): string {
  return language.startsWith('en') ? '.' : ',';
}

/** formatScore with the language's decimal separator: '15,7667' in Portuguese, '15.7667' in English. */
export function formatScoreIn(value: number, language: string): string {
  return formatScore(value).replace('.', decimalSeparator(language));
}

/** formatScoreIn for the current language. */
export function useScoreFormat(): (value: number) => string {
  const { i18n } = useTranslation();
  return (value) => formatScoreIn(value, i18n.language);
}
