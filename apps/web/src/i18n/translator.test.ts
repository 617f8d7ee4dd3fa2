import { describe, expect, it, vi } from 'vitest';
import type { Catalogue } from './catalogue';
import { createTranslator, Translator } from './translator';

// The rules i18next applied with the app's settings (escapeValue: false, fallbackLng 'pt'),
// which the app's own translator keeps (ADR 045). Checked against i18next 26.7 on every key of
// both catalogues before it was removed.

const pt: Catalogue = {
  app: { name: 'Artistic', greeting: 'Olá {{name}}', nested: 'Clube {{club.name}}' },
  items: { count_one: '{{count}} item', count_other: '{{count}} itens' },
  entries: {
    count_zero: 'Sem inscrições',
    count_one: '{{count}} inscrição',
    count_other: '{{count}} inscrições',
  },
  plain: { count: 'Total: {{count}}' },
  onlyPt: 'Só em português',
  checks: {
    family: { hybrid: 'Híbrido' },
    familyLimit: 'Família $t(checks.family.{{family}}) declarada {{n}} vezes',
    penalty: 'Penalização de {{penalty, number}}',
  },
};

const en: Catalogue = {
  app: { name: 'Artistic', greeting: 'Hello {{name}}' },
  items: { count_one: '{{count}} item', count_other: '{{count}} items' },
  checks: {
    family: { hybrid: 'Hybrid' },
    penalty: 'Penalty {{penalty, number}}',
  },
};

function translator(language = 'pt', load?: (language: string) => Promise<Catalogue>) {
  return new Translator({
    language,
    fallbackLanguage: 'pt',
    supportedLanguages: ['pt', 'en'],
    resources: load ? { pt } : { pt, en },
    load,
  });
}

describe('t', () => {
  it('reads dotted keys into the nested catalogue', () => {
    expect(translator().t('app.name')).toBe('Artistic');
  });

  it('puts {{values}} in without HTML escaping, a dotted name reaching into an object', () => {
    const { t } = translator();
    expect(t('app.greeting', { name: '<b>Ana & "Rita"</b> / 2' })).toBe(
      'Olá <b>Ana & "Rita"</b> / 2',
    );
    expect(t('app.nested', { club: { name: 'Alfa' } })).toBe('Clube Alfa');
    expect(t('app.greeting', { name: 7 })).toBe('Olá 7');
  });

  it('leaves a {{value}} not given as it is; null or an explicit undefined gives nothing', () => {
    const { t } = translator();
    expect(t('app.greeting')).toBe('Olá {{name}}');
    expect(t('app.greeting', { name: null })).toBe('Olá ');
    expect(t('app.greeting', { name: undefined })).toBe('Olá ');
  });

  it('does not interpolate again inside a value', () => {
    expect(translator().t('app.greeting', { name: '{{name}}' })).toBe('Olá {{name}}');
  });

  it('picks _one / _other by the language’s Intl.PluralRules (Portuguese: 0 and 1 are one)', () => {
    const { t } = translator();
    expect(t('items.count', { count: 1 })).toBe('1 item');
    expect(t('items.count', { count: 2 })).toBe('2 itens');
    expect(t('items.count', { count: 0 })).toBe('0 item');
    const english = translator('en');
    expect(english.t('items.count', { count: 0 })).toBe('0 items');
    expect(english.t('items.count', { count: 1 })).toBe('1 item');
  });

  it('uses _zero when count is 0 and that text exists', () => {
    const { t } = translator();
    expect(t('entries.count', { count: 0 })).toBe('Sem inscrições');
    expect(t('entries.count', { count: 1 })).toBe('1 inscrição');
    expect(t('entries.count', { count: 5 })).toBe('5 inscrições');
  });

  it('falls back to the key without suffix, and takes a string count as no count', () => {
    const { t } = translator();
    expect(t('plain.count', { count: 3 })).toBe('Total: 3');
    expect(t('items.count', { count: '3' } as never)).toBe('items.count');
  });

  it('falls back to Portuguese for a text English lacks, with Portuguese plural rules', () => {
    const { t } = translator('en');
    expect(t('onlyPt')).toBe('Só em português');
    expect(t('entries.count', { count: 0 })).toBe('Sem inscrições');
    expect(t('entries.count', { count: 2 })).toBe('2 inscrições');
  });

  it('gives defaultValue for a missing key, else the key itself', () => {
    const { t } = translator();
    expect(t('audit.fields.Nome', { defaultValue: 'Nome' })).toBe('Nome');
    expect(t('audit.items.x', { defaultValue: 'Linha {{n}}', n: 3 })).toBe('Linha 3');
    expect(t('audit.items.x', { defaultValue: '' })).toBe('');
    expect(t('app.name', { defaultValue: 'other' })).toBe('Artistic');
    expect(t('missing.key')).toBe('missing.key');
    expect(t('Texto livre, não uma chave.')).toBe('Texto livre, não uma chave.');
  });

  it('treats a section as missing', () => {
    expect(translator().t('app')).toBe('app');
  });

  it('replaces $t(key) with that key’s text, after the values are in', () => {
    const { t } = translator();
    expect(t('checks.familyLimit', { family: 'hybrid', n: 3 })).toBe(
      'Família Híbrido declarada 3 vezes',
    );
    expect(translator('en').t('checks.familyLimit', { family: 'hybrid', n: 3 })).toBe(
      'Família Hybrid declarada 3 vezes',
    );
    // A $t( brought in by a value is not followed.
    expect(t('app.greeting', { name: '$t(app.name)' })).toBe('Olá $t(app.name)');
  });

  it('formats {{value, number}} in the language', () => {
    expect(translator().t('checks.penalty', { penalty: 1.5 })).toBe('Penalização de 1,5');
    expect(translator('en').t('checks.penalty', { penalty: 1.5 })).toBe('Penalty 1.5');
  });
});

describe('the translator', () => {
  it('says whether a key exists in the language or the fallback', () => {
    const english = translator('en');
    expect(english.exists('app.name')).toBe(true);
    expect(english.exists('onlyPt')).toBe(true);
    expect(english.exists('app')).toBe(true);
    expect(english.exists('missing.key')).toBe(false);
    expect(english.exists('Valor inválido.')).toBe(false);
  });

  it('adds texts deep (kept unless overwrite) or shallow, and tells its subscribers', () => {
    const i18n = translator();
    const onChange = vi.fn();
    const onAdded = vi.fn();
    i18n.subscribe(onChange);
    i18n.on('added', onAdded);
    const { t } = i18n.getSnapshot();

    i18n.addResourceBundle('pt', 'translation', { app: { name: 'Outro', extra: 'Mais' } }, true);
    expect(i18n.t('app.name')).toBe('Artistic');
    expect(i18n.t('app.extra')).toBe('Mais');
    i18n.addResourceBundle('pt', 'translation', { app: { name: 'Outro' } }, true, true);
    expect(i18n.t('app.name')).toBe('Outro');
    expect(i18n.t('app.greeting', { name: 'x' })).toBe('Olá x');
    i18n.addResourceBundle('pt', 'translation', { app: { name: 'Só' } });
    expect(i18n.t('app.greeting')).toBe('app.greeting');

    expect(onAdded).toHaveBeenCalledTimes(3);
    expect(onChange).toHaveBeenCalledTimes(3);
    // A new snapshot (components render again), the same t.
    expect(i18n.getSnapshot().t).toBe(t);
  });

  it('does not share its catalogues with the objects it was given', () => {
    const given: Catalogue = { a: { b: 'B' } };
    const i18n = createTranslator('pt', given);
    i18n.addResourceBundle('pt', 'translation', { a: { c: 'C' } }, true);
    expect(given).toEqual({ a: { b: 'B' } });
  });

  it('has a bundle for a language only once its texts are there', () => {
    const i18n = translator('pt', () => Promise.resolve(en));
    expect(i18n.hasResourceBundle('pt')).toBe(true);
    expect(i18n.hasResourceBundle('en')).toBe(false);
  });

  it('loads a language once, then switches and emits languageChanged with a new t', async () => {
    const load = vi.fn(() => Promise.resolve(en));
    const i18n = translator('pt', load);
    const changed = vi.fn();
    i18n.on('languageChanged', changed);
    const before = i18n.getSnapshot().t;

    const switching = i18n.changeLanguage('en');
    expect(i18n.language).toBe('pt');
    await switching;
    expect(i18n.language).toBe('en');
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('app.greeting', { name: 'Ana' })).toBe('Hello Ana');
    expect(changed).toHaveBeenLastCalledWith('en');
    expect(i18n.getSnapshot().t).not.toBe(before);
    // The t of a snapshot stays in its language.
    expect(before('app.greeting', { name: 'Ana' })).toBe('Olá Ana');

    await i18n.changeLanguage('pt');
    await i18n.changeLanguage('en');
    expect(load).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledTimes(3);
  });

  it('switches at once when the catalogue is there, emitting also for the same language', () => {
    const i18n = translator();
    const changed = vi.fn();
    i18n.on('languageChanged', changed);
    void i18n.changeLanguage('pt');
    expect(changed).toHaveBeenCalledWith('pt');
    void i18n.changeLanguage('en');
    expect(i18n.language).toBe('en');
    i18n.off('languageChanged', changed);
    void i18n.changeLanguage('pt');
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('takes an unsupported language as the fallback', async () => {
    const i18n = translator('en');
    await i18n.changeLanguage('fr');
    expect(i18n.language).toBe('pt');
  });

  it('lets the latest change win over one still loading', async () => {
    let finish: (catalogue: Catalogue) => void = () => undefined;
    const i18n = translator(
      'pt',
      () =>
        new Promise<Catalogue>((resolve) => {
          finish = resolve;
        }),
    );
    const toEnglish = i18n.changeLanguage('en');
    await i18n.changeLanguage('pt');
    finish(en);
    await toEnglish;
    expect(i18n.language).toBe('pt');
    expect(i18n.hasResourceBundle('en')).toBe(true);
  });

  it('rejects when the catalogue cannot be loaded, keeps the language, and tries again later', async () => {
    const load = vi
      .fn<(language: string) => Promise<Catalogue>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(en);
    const i18n = translator('pt', load);
    const changed = vi.fn();
    i18n.on('languageChanged', changed);
    await expect(i18n.changeLanguage('en')).rejects.toThrow('offline');
    expect(i18n.language).toBe('pt');
    expect(changed).not.toHaveBeenCalled();
    await i18n.changeLanguage('en');
    expect(i18n.language).toBe('en');
  });
});

describe('createTranslator', () => {
  it('makes a standalone translator of one language', () => {
    const i18n = createTranslator('pt', pt);
    expect(i18n.t('entries.count', { count: 0 })).toBe('Sem inscrições');
    expect(i18n.t('app.greeting', { name: 'Ana' })).toBe('Olá Ana');
  });
});
