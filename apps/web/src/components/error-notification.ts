import i18n from '../i18n/i18n';
import { getErrorMessage } from '../lib/api-client';

/**
 * Shows an error as a toast; for errors that have no place on the page. The toast library loads
 * on demand (components/notifications-host.tsx), so the text is taken now and shown once it is here.
 */
export function showErrorNotification(error: unknown, title?: string): void {
  const shown = {
    color: 'red',
    title: title ?? i18n.t('errors.title'),
    message: getErrorMessage(error),
    autoClose: 8000,
  };
  void import('@mantine/notifications').then(
    ({ notifications }) => notifications.show(shown),
    // Without the toast library (network lost) there is nowhere to show it; pages show theirs inline.
    () => undefined,
  );
}
