import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/unavailable-page';

/** Figure results entry (/resultFiguras) — not built yet. */
export function FigureResultsPage() {
  const { t } = useTranslation();
  return <UnavailablePage title={t('pages.figureResults')} />;
}
