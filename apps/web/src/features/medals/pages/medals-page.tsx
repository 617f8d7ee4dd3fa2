import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { PageFrame } from '../../../components/page-frame';
import { VenueLive } from '../../../components/plain/venue-live';
import { LoadState } from '../../../components/load-state-alerts';
import { PdfActions, usePdfDownload } from '../../../components/use-pdf-download';
import { SpreadsheetActions } from '../../../components/spreadsheet-actions';
import { useSearchParam } from '../../../components/use-search-param';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../lib/language';
import { toMedalsTables } from '../../../lib/medals-spreadsheet';
import { buildMedalsView } from '../../../lib/medals-view';
import { useMedals } from '../api';
import { ClubPointsTable, EventMedallistsList, MedalTable } from '../components/medal-tables';
import './medals-page.css';

/**
 * Medalheiro (/medals?id=): public for visible competitions. The medals per club (golds, then
 * silvers, then bronzes), the club points with the competition's points per place, and each
 * event's medallists; as an A4 PDF too.
 */
export function MedalsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useSearchParam('id');
  const medals = useMedals(id);
  const pdf = usePdfDownload(() => import('../../../pdf/medals-pdf'), t('medals.pdfFailed'));
  const view = useMemo(
    () => (medals.data ? buildMedalsView(medals.data, language) : null),
    [medals.data, language],
  );

  let content;
  if (id === '' || !medals.isSuccess || view === null) {
    content = <LoadState query={medals} texts="medals" isMissingId={id === ''} notFound retry />;
  } else {
    content = (
      <Stack gap="lg">
        <Stack gap="xs">
          <Text size="lg" fw={500}>
            {t('medals.competitionLine', { name: view.competitionName, date: view.date })}
          </Text>
          <Text size="sm" c="gray.7">
            {t('medals.rules')}
          </Text>
        </Stack>
        <VenueLive competitionId={id} />
        <PdfActions
          pdf={pdf}
          onDownload={() =>
            pdf.download(
              (module, context) =>
                module.renderMedalsPdf(
                  buildMedalsView(medals.data, context.language),
                  context.translate,
                  context.language,
                ),
              t('medals.fileName', { name: view.competitionName }),
            )
          }
          downloadLabel={t('medals.pdf')}
        >
          <SpreadsheetActions
            tables={() => Promise.resolve(toMedalsTables(view, t))}
            fileName={t('medals.spreadsheetFileName', { name: view.competitionName })}
          />
        </PdfActions>
        {view.isEmpty ? <Text c="gray.7">{t('medals.empty')}</Text> : <MedalTable view={view} />}
        <ClubPointsTable view={view} />
        <EventMedallistsList view={view} />
      </Stack>
    );
  }

  return (
    <PageFrame
      title={t('medals.title')}
      back={{ to: '/competition', label: t('medals.back') }}
      className="medals-page"
    >
      {content}
    </PageFrame>
  );
}
