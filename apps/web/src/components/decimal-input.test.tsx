import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../i18n/i18n';
import { renderWithProviders } from '../test/render-with-providers';
import { DecimalInput, parseDecimal } from './decimal-input';

function Probe({ initial = '' as number | string }) {
  const [value, setValue] = useState<number | string>(initial);
  return (
    <>
      <DecimalInput label="Preço" value={value} onChange={setValue} />
      <output aria-label="valor">{`${typeof value}:${String(value)}`}</output>
    </>
  );
}

afterEach(async () => {
  await i18n.changeLanguage('pt');
});

describe('parseDecimal', () => {
  it.each([
    ['40.5', 40.5],
    ['40,5', 40.5],
    [' 7 ', 7],
    ['0,05', 0.05],
    ['abc', null],
    ['1.2.3', null],
    ['1,2,3', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(parseDecimal(text)).toBe(expected);
  });
});

describe('DecimalInput', () => {
  it.each(['40.5', '40,5'])(
    'in Portuguese, typing %s gives the number 40.5 (never 405)',
    async (typed) => {
      renderWithProviders(<Probe />);
      await userEvent.type(screen.getByLabelText('Preço'), typed);
      expect(screen.getByLabelText('valor')).toHaveTextContent('number:40.5');
      expect(screen.getByLabelText('Preço')).toHaveValue(typed);
    },
  );

  it('pasting "40.5" at once gives 40.5 too', () => {
    renderWithProviders(<Probe />);
    fireEvent.change(screen.getByLabelText('Preço'), { target: { value: '40.5' } });
    expect(screen.getByLabelText('valor')).toHaveTextContent('number:40.5');
  });

  it('text that is not a number is handed on as text, so the form can flag it', async () => {
    renderWithProviders(<Probe />);
    await userEvent.type(screen.getByLabelText('Preço'), '12a');
    expect(screen.getByLabelText('valor')).toHaveTextContent('string:12a');
  });

  it("writes a typed number with the language's separator on leaving the field", async () => {
    renderWithProviders(<Probe />);
    const field = screen.getByLabelText('Preço');
    await userEvent.type(field, '7.0');
    expect(field).toHaveValue('7.0');
    await userEvent.tab();
    expect(field).toHaveValue('7,0');
    expect(screen.getByLabelText('valor')).toHaveTextContent('number:7');
  });

  it('in English a typed comma becomes a point on leaving; text that is no number stays', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<Probe />);
    const field = screen.getByLabelText('Preço');
    await userEvent.type(field, '0,65');
    await userEvent.tab();
    expect(field).toHaveValue('0.65');
    await userEvent.clear(field);
    await userEvent.type(field, '1,2,3');
    await userEvent.tab();
    expect(field).toHaveValue('1,2,3');
  });

  it('shows a stored number with the language separator', async () => {
    renderWithProviders(<Probe initial={12.5} />);
    expect(screen.getByLabelText('Preço')).toHaveValue('12,5');
    await i18n.changeLanguage('en');
    renderWithProviders(<Probe initial={7.25} />);
    expect(screen.getAllByLabelText('Preço')[1]).toHaveValue('7.25');
  });
});
