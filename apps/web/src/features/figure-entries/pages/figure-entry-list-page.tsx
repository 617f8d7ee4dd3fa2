import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/unavailable-page';

/** Figure entries list (/listFiguras) — not built yet. */
export function FigureEntryListPage() {
  const { t } = useTranslation();
  return <UnavailablePage title={t('pages.figureEntryList')} />;
}
