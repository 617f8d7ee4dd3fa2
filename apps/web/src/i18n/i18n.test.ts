import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, {
  addPageCatalogue,
  changeLanguage,
  getCurrentLanguage,
  loadDomainMessages,
  mergeDomainMessages,
} from './i18n';

// The app's translator (ADR 045); vitest.setup.ts has added the domain's and the pages' texts.

afterEach(async () => {
  await changeLanguage('pt');
  window.localStorage.clear();
});

describe('the app translator', () => {
  it('starts in Portuguese with the pages’ and the domain’s texts', () => {
    expect(i18n.language).toBe('pt');
    expect(getCurrentLanguage()).toBe('pt');
    expect(i18n.t('nav.competitions')).toBe('Competições');
    expect(i18n.t('notFound.title')).toBe('Página não encontrada');
    expect(i18n.exists('competitions.list.title')).toBe(true);
    expect(i18n.t('errors.required')).toBe('Campo obrigatório.');
  });

  it('switches to English (loaded on demand with the domain’s English), remembers it, sets <html lang>', async () => {
    expect(document.documentElement.lang).toBe('pt-PT');
    await changeLanguage('en');
    expect(i18n.language).toBe('en');
    expect(i18n.resolvedLanguage).toBe('en');
    expect(getCurrentLanguage()).toBe('en');
    expect(window.localStorage.getItem('artistic.language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('nav.competitions')).toBe('Competitions');
    expect(i18n.t('errors.required')).toBe('Required field.');

    await changeLanguage('pt');
    expect(document.documentElement.lang).toBe('pt-PT');
    expect(window.localStorage.getItem('artistic.language')).toBe('pt');
    expect(i18n.t('nav.competitions')).toBe('Competições');
  });

  it('keeps the app’s texts over the domain’s, whichever is added first', async () => {
    i18n.addResourceBundle('pt', 'translation', { zzTest: { a: 'do domínio' } }, true);
    addPageCatalogue({ zzTest: { a: 'da app', b: 'só da app' } });
    expect(i18n.t('zzTest.a')).toBe('da app');
    i18n.addResourceBundle('pt', 'translation', { zzTest: { b: 'do domínio' } }, true);
    expect(i18n.t('zzTest.b')).toBe('só da app');
    await loadDomainMessages();
    expect(i18n.t('zzTest.a')).toBe('da app');
  });
});

describe('mergeDomainMessages', () => {
  it('nests the domain’s flat keys; the app’s texts win', () => {
    const app = { errors: { required: 'Da app' } };
    const merged = mergeDomainMessages(app, {
      'errors.required': 'Do domínio',
      'errors.tooLong': 'Longo',
      'checks.family.hybrid': 'Híbrido',
    });
    expect(merged).toEqual({
      errors: { required: 'Da app', tooLong: 'Longo' },
      checks: { family: { hybrid: 'Híbrido' } },
    });
    expect(app).toEqual({ errors: { required: 'Da app' } });
  });
});

describe('a fresh start', () => {
  afterEach(() => {
    vi.resetModules();
  });

  it('has only the shell’s texts until the page frame adds the rest', async () => {
    vi.resetModules();
    const fresh = (await import('./i18n')).default;
    expect(fresh.t('nav.competitions')).toBe('Competições');
    expect(fresh.t('auth.logIn')).toBe('Entrar');
    expect(fresh.exists('competitions.list.title')).toBe(false);
    expect(fresh.exists('auth.redirecting')).toBe(false);
    await import('./page-catalogue');
    expect(fresh.t('competitions.list.title')).not.toBe('competitions.list.title');
    expect(fresh.t('auth.redirecting')).toBe('A redirecionar para o início de sessão…');
  });

  it('starts in the stored language once i18nReady resolves', async () => {
    window.localStorage.setItem('artistic.language', 'en');
    vi.resetModules();
    const { default: fresh, i18nReady } = await import('./i18n');
    await i18nReady;
    expect(fresh.language).toBe('en');
    expect(fresh.t('nav.competitions')).toBe('Competitions');
    expect(document.documentElement.lang).toBe('en');
  });
});
