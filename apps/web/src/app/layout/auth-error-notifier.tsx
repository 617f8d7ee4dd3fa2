import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSession } from '../../lib/session';
import { showErrorNotification } from '../../components/error-notification';

/**
 * Turns identity-provider errors (failed log in / log out redirect, failed
 * silent renew) into a toast. The callback page shows sign-in callback errors itself.
 */
export function AuthErrorNotifier() {
  const { t } = useTranslation();
  const { error } = useSession();

  useEffect(() => {
    if (!error || error.source === 'signinCallback') return;
    showErrorNotification(error, t('auth.actionFailed'));
  }, [error, t]);

  return null;
}
