import { useTranslation } from '../i18n/use-translation';
import type { Language } from '../i18n/i18n';

/** The language the texts are shown in: English when chosen, else Portuguese. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'en' ? 'en' : 'pt';
}
