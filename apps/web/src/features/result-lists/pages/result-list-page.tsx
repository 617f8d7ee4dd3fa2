import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/unavailable-page';

/** Result list (/resultList) — not built yet. */
export function ResultListPage() {
  const { t } = useTranslation();
  return <UnavailablePage title={t('pages.resultList')} />;
}
