import { createInstance } from 'i18next';
import pt from '../i18n/pt.json';

/**
 * The Portuguese catalogue as a plain `t` for code outside React (PDF builders in tests and
 * scripts), configured like the app's (i18n.ts: no HTML escaping of interpolated values).
 */
const i18n = createInstance();
void i18n.init({
  lng: 'pt',
  resources: { pt: { translation: pt } },
  initAsync: false,
  interpolation: { escapeValue: false },
});

export const tPt = (key: string, options?: Record<string, string>): string => i18n.t(key, options);
