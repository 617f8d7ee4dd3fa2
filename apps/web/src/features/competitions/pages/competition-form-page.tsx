import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/unavailable-page';

/** Competition form (/admin) — not built yet. */
export function CompetitionFormPage() {
  const { t } = useTranslation();
  return <UnavailablePage title={t('pages.competitionForm')} />;
}
