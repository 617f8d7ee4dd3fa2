import { formatPrice } from '@artistic/domain/core/numbers';
import { decimalSeparator } from './score-format';

/** A price with the language's separator: formatMoney(105.5) === '105,50 €'; '105.50 €' in English. */
export function formatMoney(value: number, language = 'pt'): string {
  return `${formatPrice(value).replace('.', decimalSeparator(language))} €`;
}
