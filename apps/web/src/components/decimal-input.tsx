import type { TextInputProps } from '@mantine/core';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { decimalSeparator } from '../lib/score-format';

type DecimalValue = number | string;

export interface DecimalInputProps extends Omit<
  TextInputProps,
  'value' | 'onChange' | 'defaultValue'
> {
  value?: DecimalValue | null;
  /** A number when the text is a number; the raw text otherwise, so validation can name it. */
  onChange: (value: DecimalValue) => void;
}

/** '40,5' and '40.5' both mean 40.5; anything else is not a number. */
export function parseDecimal(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

function formatDecimal(value: DecimalValue | null | undefined, separator: string): string {
  if (value === null || value === undefined || value === '') return '';
  return typeof value === 'number' ? String(value).replace('.', separator) : value;
}

/** A number as typed, written with the language's separator: '7.0' → '7,0' in Portuguese. */
function normaliseSeparator(text: string, separator: string): string {
  return parseDecimal(text) === null ? text : text.trim().replace(/[.,]/, separator);
}

/**
 * A decimal field that accepts a comma or a point whatever the language, typed or pasted
 * (typing or pasting "40.5" in Portuguese must never become 405). It keeps what the person
 * typed on screen while typing, hands the form a number (or the raw text when it is not one),
 * and on leaving the field writes the number with the language's separator ('7.0' → '7,0').
 */
export function DecimalInput({ value, onChange, onBlur, ...props }: DecimalInputProps) {
  const { i18n } = useTranslation();
  const separator = decimalSeparator(i18n.language);
  const [text, setText] = useState(() => formatDecimal(value, separator));
  const shown = (
    typeof value === 'number'
      ? parseDecimal(text) === value
      : text === formatDecimal(value, separator)
  )
    ? text
    : formatDecimal(value, separator);

  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...props}
      value={shown}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        if (next.trim() === '') onChange('');
        else onChange(parseDecimal(next) ?? next);
      }}
      onBlur={(event) => {
        setText(normaliseSeparator(shown, separator));
        onBlur?.(event);
      }}
    />
  );
}
