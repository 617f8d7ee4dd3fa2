import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../i18n/i18n';
import { changeLanguage, getCurrentLanguage, supportedLanguages } from '../i18n/i18n';
import { showErrorNotification } from './error-notification';

function isLanguage(value: string): value is Language {
  return supportedLanguages.some((language) => language === value);
}

/** PT / EN switch; the choice is remembered in localStorage. */
export function LanguageSwitch() {
  // useTranslation re-renders this component when the language changes.
  const { t } = useTranslation();
  const current = getCurrentLanguage();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      value={current}
      onChange={(value) => {
        if (isLanguage(value)) changeLanguage(value).catch(showErrorNotification);
      }}
      data={[
        { value: 'pt', label: <span title={t('language.ptName')}>{t('language.pt')}</span> },
        { value: 'en', label: <span title={t('language.enName')}>{t('language.en')}</span> },
      ]}
    />
  );
}
