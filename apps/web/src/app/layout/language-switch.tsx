import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { showErrorNotification } from '../../components/error-notification';
import type { Language } from '../../i18n/i18n';
import { changeLanguage, getCurrentLanguage, supportedLanguages } from '../../i18n/i18n';
import styles from './shell.module.css';

const names: Record<Language, { short: string; long: string }> = {
  pt: { short: 'language.pt', long: 'language.ptName' },
  en: { short: 'language.en', long: 'language.enName' },
};

/** PT / EN switch (two radios drawn as a segmented control); remembered in localStorage. */
export function LanguageSwitch() {
  // useTranslation re-renders this component when the language changes.
  const { t } = useTranslation();
  const name = useId();
  const current = getCurrentLanguage();
  return (
    <div role="radiogroup" aria-label={t('language.label')} className={styles.segmented}>
      {supportedLanguages.map((language) => (
        <label key={language} className={styles.segment}>
          <input
            type="radio"
            className={styles.segmentInput}
            name={name}
            value={language}
            checked={current === language}
            onChange={() => {
              changeLanguage(language).catch(showErrorNotification);
            }}
          />
          <span className={styles.segmentLabel} title={t(names[language].long)}>
            {t(names[language].short)}
          </span>
        </label>
      ))}
    </div>
  );
}
