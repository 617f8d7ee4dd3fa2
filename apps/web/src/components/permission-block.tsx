import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { usePermissions } from '../lib/permissions';
import { ErrorAlert } from './error-alert';
import { PageLoader } from './page-loader';

interface PermissionState {
  isLoading: boolean;
  error: unknown;
}

interface PermissionTexts {
  loading: string;
  forbiddenTitle: string;
  forbiddenText: string;
}

/**
 * What a page shows instead of its content while the user's rights load or fail to load, or when
 * they do not allow it; null when the page may show.
 */
export function renderPermissionBlock(
  permissions: PermissionState,
  isAllowed: boolean,
  texts: PermissionTexts,
): ReactNode {
  if (permissions.isLoading) return <PageLoader label={texts.loading} />;
  if (permissions.error) return <ErrorAlert error={permissions.error} />;
  if (!isAllowed) {
    return (
      <Alert color="red" variant="light" title={texts.forbiddenTitle} role="alert">
        {texts.forbiddenText}
      </Alert>
    );
  }
  return null;
}

/**
 * {@link renderPermissionBlock} for the current user, with i18n keys: `forbidden` is the title of
 * the refusal and `<forbidden>Text` its text; `loading` labels the loader while the rights load.
 */
export function usePermissionBlock(
  isAllowed: boolean,
  forbidden: string,
  loading = 'app.loadingPage',
): ReactNode {
  const { t } = useTranslation();
  const permissions = usePermissions();
  return renderPermissionBlock(permissions, isAllowed, {
    loading: t(loading),
    forbiddenTitle: t(forbidden),
    forbiddenText: t(`${forbidden}Text`),
  });
}
