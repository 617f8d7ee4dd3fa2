import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/unavailable-page';

/** Start list (/startList) — not built yet. */
export function StartListPage() {
  const { t } = useTranslation();
  return <UnavailablePage title={t('pages.startList')} />;
}
