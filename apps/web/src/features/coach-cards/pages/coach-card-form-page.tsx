import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/unavailable-page';

/** Coach card form (/coachCard) — not built yet. */
export function CoachCardFormPage() {
  const { t } = useTranslation();
  return <UnavailablePage title={t('pages.coachCardForm')} />;
}
