import pt from '../i18n/pt.json';
import { createTranslator } from '../i18n/translator';

/**
 * The Portuguese catalogue as a plain `t` for code outside React (PDF builders in tests and
 * scripts), translated like the app's (i18n/translator.ts: no HTML escaping of interpolated values).
 */
const translator = createTranslator('pt', pt);

export const tPt = (key: string, options?: Record<string, string>): string =>
  translator.t(key, options);
