import type { FigureEntry } from '@artistic/domain/figures/entry-schema';
import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
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
  return (
    <ConfirmDeleteModal
      texts="figureEntries.delete"
      question={t('figureEntries.delete.confirm', { name: description })}
      deletion={deletion}
      id={entry._id}
      onClose={onClose}
    />
  );
}
