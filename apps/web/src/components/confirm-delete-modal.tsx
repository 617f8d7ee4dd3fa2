import { notifications } from '@mantine/notifications';
import { useTranslation } from '../i18n/use-translation';
import { ConfirmModal } from './confirm-modal';
import { ErrorAlert } from './error-alert';

/** What the modal needs of a delete mutation (TanStack Query's `useMutation`). */
interface Deletion {
  mutate: (id: string, options: { onSuccess: () => void }) => void;
  isError: boolean;
  error: unknown;
  isPending: boolean;
}

interface ConfirmDeleteModalProps {
  /** The i18n prefix of the texts: `<texts>.title`, `.success`, `.failed`, `.cancel`, `.confirmButton`. */
  texts: string;
  /** The question, naming what is deleted. */
  question: string;
  deletion: Deletion;
  /** The id the deletion is called with. */
  id: string;
  onClose: () => void;
}

/** Confirms a delete; a refusal stays shown in the modal, a success is notified and closes it. */
export function ConfirmDeleteModal({
  texts,
  question,
  deletion,
  id,
  onClose,
}: ConfirmDeleteModalProps) {
  const { t } = useTranslation();

  function confirm() {
    deletion.mutate(id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t(`${texts}.success`) });
        onClose();
      },
    });
  }

  return (
    <ConfirmModal
      title={t(`${texts}.title`)}
      question={question}
      cancelLabel={t(`${texts}.cancel`)}
      confirmLabel={t(`${texts}.confirmButton`)}
      confirmColor="red"
      isPending={deletion.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {deletion.isError && <ErrorAlert error={deletion.error} title={t(`${texts}.failed`)} />}
    </ConfirmModal>
  );
}
