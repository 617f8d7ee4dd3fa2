import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
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
