import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TFunction } from './i18n';
import i18n, { changeLanguage } from './i18n';
import { useTranslation } from './use-translation';

const seen: TFunction[] = [];

function Probe() {
  const { t, i18n: translator } = useTranslation();
  seen.push(t);
  return (
    <p>
      {t('nav.competitions')} / {t('zzHook.text', { defaultValue: 'nada' })} / {translator.language}
    </p>
  );
}

afterEach(async () => {
  await act(() => changeLanguage('pt'));
  seen.length = 0;
});

describe('useTranslation', () => {
  it('renders again with a new t when the language changes', async () => {
    render(<Probe />);
    expect(screen.getByText('Competições / nada / pt')).toBeInTheDocument();
    const first = seen.at(-1);

    await act(() => changeLanguage('en'));
    expect(screen.getByText('Competitions / nada / en')).toBeInTheDocument();
    expect(seen.at(-1)).not.toBe(first);
  });

  it('renders again when texts are added, keeping its t', () => {
    render(<Probe />);
    const first = seen.at(-1);
    act(() => i18n.addResourceBundle('pt', 'translation', { zzHook: { text: 'chegou' } }, true));
    expect(screen.getByText('Competições / chegou / pt')).toBeInTheDocument();
    expect(seen.at(-1)).toBe(first);
  });
});
