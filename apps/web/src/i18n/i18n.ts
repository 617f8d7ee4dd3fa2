import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import pt from './pt.json';

export const supportedLanguages = ['pt', 'en'] as const;
export type Language = (typeof supportedLanguages)[number];

const storageKey = 'artistic.language';

function isLanguage(value: unknown): value is Language {
  return supportedLanguages.some((language) => language === value);
}

function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return isLanguage(stored) ? stored : 'pt';
  } catch {
    return 'pt';
  }
}

function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language === 'en' ? 'en' : 'pt-PT';
}

export function getCurrentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'pt';
}

/** Switches the interface language and remembers the choice in localStorage. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(storageKey, language);
  } catch {
    // Storage can be unavailable (private mode); the switch still applies to this tab.
  }
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', applyDocumentLanguage);

void i18n.use(initReactI18next).init({
  resources: { pt: { translation: pt }, en: { translation: en } },
  lng: readStoredLanguage(),
  fallbackLng: 'pt',
  supportedLngs: [...supportedLanguages],
  interpolation: { escapeValue: false },
  initAsync: false,
});

export default i18n;
