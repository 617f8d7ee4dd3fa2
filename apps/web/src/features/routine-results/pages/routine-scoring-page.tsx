import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/unavailable-page';

/** Coach card scoring (/pontCoachCard) — not built yet. */
export function RoutineScoringPage() {
  const { t } = useTranslation();
  return <UnavailablePage title={t('pages.coachCardScoring')} />;
}
