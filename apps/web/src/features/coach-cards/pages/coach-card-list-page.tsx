import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/unavailable-page';

/** Coach card list (/listCoachCard) — not built yet. */
export function CoachCardListPage() {
  const { t } = useTranslation();
  return <UnavailablePage title={t('pages.coachCardList')} />;
}
