import type { Catalogue } from './catalogue';
import { sectionAt } from './catalogue';
import ptShell from './pt.json?catalogue=shell';
import { Translator } from './translator';

export type { Catalogue } from './catalogue';
export type { TFunction, TOptions } from './translator';

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

/**
 * Adds the domain's flat keys ('errors.required': text) to an app catalogue,
 * nested the way dotted keys are read; the app's own texts win.
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
    sectionAt(merged, parts)[leaf] ??= text;
  }
  return merged;
}

const importDomainMessages = () => import('@artistic/domain/core/messages');

/**
 * Portuguese, the default and the fallback, is bundled: the shell's texts in the first download
 * (pt.json?catalogue=shell), the rest with the pages (page-catalogue.ts, ADR 045, 047). English
 * is a chunk of its own, loaded with the domain's English texts when English is chosen (or was
 * chosen before), so the first page stays light.
 */
const i18n = new Translator({
  language: 'pt',
  fallbackLanguage: 'pt',
  supportedLanguages,
  resources: { pt: ptShell },
  load: (language) =>
    language === 'en'
      ? Promise.all([import('./en.json'), importDomainMessages()]).then(([m, domain]) =>
          mergeDomainMessages(m.default, domain.domainMessagesEn),
        )
      : Promise.resolve({}),
});

i18n.on('languageChanged', applyDocumentLanguage);

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
 * Adds the Portuguese texts of the pages (everything but the shell's). The app's own texts win
 * over the domain's, whichever arrives first. Called by page-catalogue.ts when it loads with a page
 * (app/routes.tsx, ADR 047), before that page renders.
 */
export function addPageCatalogue(catalogue: Catalogue): void {
  i18n.addResourceBundle('pt', 'translation', catalogue, true, true);
}

/** Resolves once the starting language's catalogue is there (at once for Portuguese). */
export const i18nReady: Promise<void> = i18n
  .changeLanguage(readStoredLanguage())
  .then(() => undefined);

export default i18n;
