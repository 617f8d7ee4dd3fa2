import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';
import { decimalSeparator, formatDecimalIn, formatScoreIn } from './score-format';

describe("numbers in the reader's language", () => {
  it('uses a comma in Portuguese and a point in English', () => {
    expect(decimalSeparator('pt')).toBe(',');
    expect(decimalSeparator('pt-PT')).toBe(',');
    expect(decimalSeparator('en')).toBe('.');
  });

  it.each([
    [3.5, 'pt', '3,5000'],
    [3.5, 'en', '3.5000'],
    [2.775, 'pt', '2,7750'],
    [0, 'pt', '0,0000'],
  ])('a score %s in %s reads %s', (value, language, text) => {
    expect(formatScoreIn(value, language)).toBe(text);
  });

  it.each([
    [0.65, 'pt', '0,65'],
    [0.65, 'en', '0.65'],
    [1.6, 'pt', '1,6'],
    [0.225, 'pt', '0,225'],
    [8, 'pt', '8'],
  ])('a value as written, %s in %s, reads %s', (value, language, text) => {
    expect(formatDecimalIn(value, language)).toBe(text);
  });

  it('prices take the separator of the language too', () => {
    expect(formatMoney(105.5)).toBe('105,50 €');
    expect(formatMoney(105.5, 'pt')).toBe('105,50 €');
    expect(formatMoney(105.5, 'en')).toBe('105.50 €');
  });
});
