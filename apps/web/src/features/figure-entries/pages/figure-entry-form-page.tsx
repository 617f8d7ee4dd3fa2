import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/unavailable-page';

/** Figure entry form (/figura) — not built yet. */
export function FigureEntryFormPage() {
  const { t } = useTranslation();
  return <UnavailablePage title={t('pages.figureEntryForm')} />;
}
