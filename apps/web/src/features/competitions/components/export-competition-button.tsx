import type { Competition } from '@artistic/domain/competition/schema';
import { Button } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { showErrorNotification } from '../../../components/error-notification';
import { downloadBlob } from '../../../lib/file-name';
import { useExportCompetition } from '../api';

interface ExportCompetitionButtonProps {
  competition: Competition;
}

/** Exportar (admin): downloads the competition with its entries and results as one JSON file. */
export function ExportCompetitionButton({ competition }: ExportCompetitionButtonProps) {
  const { t } = useTranslation();
  const exporting = useExportCompetition();
  return (
    <Button
      size="xs"
      variant="light"
      loading={exporting.isPending}
      title={t('competitions.actions.exportTitle')}
      onClick={() =>
        exporting.mutate(competition, {
          onSuccess: ({ blob, fileName }) => downloadBlob(blob, fileName),
          onError: (error) => showErrorNotification(error, t('competitions.actions.exportFailed')),
        })
      }
    >
      {t('competitions.actions.export')}
    </Button>
  );
}
