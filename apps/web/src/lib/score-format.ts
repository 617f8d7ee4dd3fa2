import { formatScore } from '@artistic/domain/scoring/decimal';
import { useTranslation } from 'react-i18next';

/** formatScore with the language's decimal separator: '15,7667' in Portuguese, '15.7667' in English. */
export function useScoreFormat(): (value: number) => string {
  const { i18n } = useTranslation();
  const separator = i18n.language.startsWith('en') ? '.' : ',';
  return (value) => formatScore(value).replace('.', separator);
}
