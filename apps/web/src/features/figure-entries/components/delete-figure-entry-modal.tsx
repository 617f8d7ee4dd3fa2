import type { FigureEntry } from '@artistic/domain/figures/entry-schema';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useDeleteFigureEntry } from '../api';

interface DeleteFigureEntryModalProps {
  entry: FigureEntry;
  /** What the list shows for the entry ('Clube Alfa — 12 and under'). */
  description: string;
  onClose: () => void;
}

/** Confirms the delete of a figure entry; a refusal stays visible in the dialog. */
export function DeleteFigureEntryModal({
  entry,
  description,
  onClose,
}: DeleteFigureEntryModalProps) {
  const { t } = useTranslation();
  const deletion = useDeleteFigureEntry();

  function confirm() {
    deletion.mutate(entry._id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('figureEntries.delete.success') });
        onClose();
      },
    });
  }

  return (
    <Modal opened onClose={onClose} title={t('figureEntries.delete.title')} centered>
      <Stack>
        <Text>{t('figureEntries.delete.confirm', { name: description })}</Text>
        {deletion.isError && (
          <ErrorAlert error={deletion.error} title={t('figureEntries.delete.failed')} />
        )}
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onClose} disabled={deletion.isPending}>
            {t('figureEntries.delete.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={deletion.isPending}>
            {t('figureEntries.delete.confirmButton')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
