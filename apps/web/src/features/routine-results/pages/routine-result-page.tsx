import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/unavailable-page';

/** Coach card result (/resultCoachCard) — not built yet. */
export function RoutineResultPage() {
  const { t } = useTranslation();
  return <UnavailablePage title={t('pages.coachCardResult')} />;
}
