import { Alert, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-client';
import { ErrorAlert } from './error-alert';

interface MissingIdAlertProps {
  /** The i18n prefix of the texts: `<texts>.missingId` (the title) and `.missingIdText`. */
  texts: string;
  /** After the text, e.g. a link to the page to start from. */
  children?: ReactNode;
}

/** A page opened without the id it shows (`?id=`, `?compId=`): says where to open it from. */
export function MissingIdAlert({ texts, children }: MissingIdAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" title={t(`${texts}.missingId`)} role="alert">
      {t(`${texts}.missingIdText`)}
      {children !== undefined && ' '}
      {children}
    </Alert>
  );
}

interface LoadFailureAlertProps {
  error: unknown;
  /**
   * The i18n prefix of the texts: `<texts>.loadFailed` (the title, unless `title` is given) and
   * `.retry`; with `notFound`, `.notFound` (the title) and `.notFoundText`.
   */
  texts: string;
  onRetry: () => unknown;
  /** A 404 says the record is not there (nothing to retry) instead of showing the error. */
  notFound?: boolean;
  title?: string;
}

/** A page's data failed to load: the error with a button to load it again, or 'not found'. */
export function LoadFailureAlert({
  error,
  texts,
  onRetry,
  notFound = false,
  title,
}: LoadFailureAlertProps) {
  const { t } = useTranslation();
  if (notFound && isApiError(error) && error.status === 404) {
    return (
      <Alert color="red" variant="light" title={t(`${texts}.notFound`)} role="alert">
        {t(`${texts}.notFoundText`)}
      </Alert>
    );
  }
  return (
    <Stack gap="xs" align="flex-start">
      <ErrorAlert error={error} title={title ?? t(`${texts}.loadFailed`)} />
      <Button variant="light" onClick={() => void onRetry()}>
        {t(`${texts}.retry`)}
      </Button>
    </Stack>
  );
}
