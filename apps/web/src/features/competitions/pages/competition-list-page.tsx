import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/unavailable-page';

/** Competition list (/competition) — not built yet. */
export function CompetitionListPage() {
  const { t } = useTranslation();
  return <UnavailablePage title={t('pages.competitions')} />;
}
