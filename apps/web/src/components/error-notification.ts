import { notifications } from '@mantine/notifications';
import i18n from '../i18n/i18n';
import { getErrorMessage } from '../lib/api-client';

/** Shows an error as a toast; for errors that have no place on the page. */
export function showErrorNotification(error: unknown, title?: string): void {
  notifications.show({
    color: 'red',
    title: title ?? i18n.t('errors.title'),
    message: getErrorMessage(error),
    autoClose: 8000,
  });
}
