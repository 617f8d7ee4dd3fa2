import { formatPrice } from '@artistic/domain/scoring/decimal';

/** A price as a person in Portugal reads it: formatMoney(105.5) === '105,50 €'. */
export function formatMoney(value: number): string {
  return `${formatPrice(value).replace('.', ',')} €`;
}
