import type { ComponentType } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadState } from '../../../components/load-state-alerts';
import { PageFrame } from '../../../components/page-frame';
import type { PdfContext } from '../../../components/use-pdf-download';
import { PdfActions, usePdfDownload } from '../../../components/use-pdf-download';
import { useSearchParam } from '../../../components/use-search-param';
import type { CoachCardSheetData } from '../sheet-api';
import { useCoachCardSheetData } from '../sheet-api';

interface CoachCardSheetPageProps {
  title: string;
  /** The sheet of the loaded card (`?id=`), started afresh for each card. */
  view: ComponentType<{ data: CoachCardSheetData }>;
}

/** A printable sheet of one coach card: back link, title, and the card loaded from `?id=`. */
export function CoachCardSheetPage({ title, view: View }: CoachCardSheetPageProps) {
  const { t } = useTranslation();
  const id = useSearchParam('id');
  const data = useCoachCardSheetData(id);
  return (
    <PageFrame title={title} back={{ to: '/listCoachCard', label: t('coachCardSheets.back') }}>
      {data.isSuccess ? (
        <View key={data.data.coachCard._id} data={data.data} />
      ) : (
        <LoadState isMissingId={id === ''} query={data} texts="coachCardSheets" />
      )}
    </PageFrame>
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
