import i18n from 'i18next';
import type { BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
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
  // Absent when a test renders a PDF in the node environment.
  if (typeof document === 'undefined') return;
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

interface Catalogue {
  [key: string]: string | Catalogue;
}

/**
 * Adds the domain's flat keys ('errors.required': text) to an app catalogue,
 * nested the way i18next reads dotted keys; the app's own texts win.
 */
export function mergeDomainMessages(
  catalogue: Catalogue,
  domainMessages: Readonly<Record<string, string>>,
): Catalogue {
  const merged: Catalogue = structuredClone(catalogue);
  for (const [key, text] of Object.entries(domainMessages)) {
    const parts = key.split('.');
    const leaf = parts.pop();
    if (leaf === undefined) continue;
    let node: Catalogue = merged;
    for (const part of parts) {
      const child = node[part];
      if (typeof child === 'object') {
        node = child;
      } else {
        const created: Catalogue = {};
        node[part] = created;
        node = created;
      }
    }
    node[leaf] ??= text;
  }
  return merged;
}

const importDomainMessages = () => import('@artistic/domain/core/messages');

let domainMessagesLoaded: Promise<void> | undefined;

/**
 * Adds the domain's texts (zod error messages, refusal reasons: the keys a form or a refused
 * request names) to the catalogues. Not part of the first download (ADR 043): the lazy pages
 * load them with their code (app/routes.tsx), before they render. The app's own texts win.
 */
export function loadDomainMessages(): Promise<void> {
  domainMessagesLoaded ??= importDomainMessages().then(
    ({ domainMessagesPt, domainMessagesEn }) => {
      i18n.addResourceBundle('pt', 'translation', mergeDomainMessages({}, domainMessagesPt), true);
      // English, when its catalogue is here already (else its loader merges them itself).
      if (i18n.hasResourceBundle('en', 'translation')) {
        i18n.addResourceBundle(
          'en',
          'translation',
          mergeDomainMessages({}, domainMessagesEn),
          true,
        );
      }
    },
    (error: unknown) => {
      domainMessagesLoaded = undefined;
      throw error;
    },
  );
  return domainMessagesLoaded;
}

/**
 * Portuguese, the default, is bundled; the English catalogue is a chunk of its own that loads
 * when English is chosen (or was chosen before), so the first page stays light.
 */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (language !== 'en') {
      callback(null, {});
      return;
    }
    Promise.all([import('./en.json'), importDomainMessages()]).then(
      ([m, domain]) => callback(null, mergeDomainMessages(m.default, domain.domainMessagesEn)),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), false),
    );
  },
};

i18n.on('languageChanged', applyDocumentLanguage);

/** Resolves once the starting language's catalogue is there (at once for Portuguese). */
export const i18nReady = i18n
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    resources: { pt: { translation: pt } },
    partialBundledLanguages: true,
    lng: readStoredLanguage(),
    fallbackLng: 'pt',
    supportedLngs: [...supportedLanguages],
    interpolation: { escapeValue: false },
    initAsync: false,
  });

export default i18n;
