import { Alert, Stack, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/page-loader';
import type { PdfContext } from '../../../components/use-pdf-download';
import { PdfActions, usePdfDownload } from '../../../components/use-pdf-download';
import type { CoachCardSheetData } from '../sheet-api';
import { useCoachCardSheetData } from '../sheet-api';
import { BackLink } from '../../../components/back-link';

interface CoachCardSheetPageProps {
  title: string;
  /** The sheet of the loaded card (`?id=`), started afresh for each card. */
  view: ComponentType<{ data: CoachCardSheetData }>;
}

/** A printable sheet of one coach card: back link, title, and the card loaded from `?id=`. */
export function CoachCardSheetPage({ title, view: View }: CoachCardSheetPageProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id')?.trim() ?? '';
  const data = useCoachCardSheetData(id);

  let content;
  if (id === '') {
    content = (
      <Alert color="yellow" variant="light" title={t('coachCardSheets.missingId')} role="alert">
        {t('coachCardSheets.missingIdText')}
      </Alert>
    );
  } else if (data.isPending) {
    content = <PageLoader label={t('coachCardSheets.loading')} />;
  } else if (data.isError) {
    content = <ErrorAlert error={data.error} title={t('coachCardSheets.loadFailed')} />;
  } else {
    content = <View key={data.data.coachCard._id} data={data.data} />;
  }

  return (
    <Stack gap="md">
      <BackLink to="/listCoachCard">{t('coachCardSheets.back')}</BackLink>
      <Title order={1}>{title}</Title>
      {content}
    </Stack>
  );
}

interface CoachCardPdfButtonProps<Module> {
  /** The PDF module (a dynamic `import()`, loaded only when the PDF is asked for). */
  load: () => Promise<Module>;
  render: (module: Module, context: PdfContext) => Promise<Blob>;
  /** The file name's text, filled with the card's club, category and scheme. */
  fileNameKey: string;
  card: { club: string; category: string; scheme: string };
}

/** A coach card sheet's 'save PDF' button, with the error when the PDF fails. */
export function CoachCardPdfButton<Module>({
  load,
  render,
  fileNameKey,
  card,
}: CoachCardPdfButtonProps<Module>) {
  const { t } = useTranslation();
  const pdf = usePdfDownload(load, t('coachCardSheets.pdfFailed'));
  return (
    <PdfActions
      pdf={pdf}
      onDownload={() =>
        pdf.download(
          render,
          t(fileNameKey, { club: card.club, category: card.category, scheme: card.scheme }),
        )
      }
      downloadLabel={t('coachCardSheets.savePdf')}
    />
  );
}
