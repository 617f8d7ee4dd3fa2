import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/unavailable-page';

/** Coach card reference sheet (/refCoachCard) — not built yet. */
export function CoachCardReferencePage() {
  const { t } = useTranslation();
  return <UnavailablePage title={t('pages.coachCardReference')} />;
}
