import { useSyncExternalStore } from 'react';
import i18n from './i18n';
import type { TFunction } from './translator';

/**
 * The texts of the current language for a component (ADR 045): `t` translates into the
 * language shown when the component rendered, `i18n` is the app's translator. The component
 * renders again when the language changes (with a new `t`) or when texts are added.
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const { t } = useSyncExternalStore(i18n.subscribe, i18n.getSnapshot, i18n.getSnapshot);
  return { t, i18n };
}
