import { Alert, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { isNotFoundError } from '../lib/api-client';
import { ErrorAlert } from './error-alert';
import { PageLoader } from './page-loader';

/** What these alerts read of a page's query (TanStack Query's result). */
interface PageQuery {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

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
  /** The query that failed. */
  query: PageQuery;
  /**
   * The i18n prefix of the texts: `<texts>.loadFailed` (the title, unless `title` is given); with
   * `retry`, `.retry`; with `notFound`, `.notFound` (the title) and `.notFoundText`.
   */
  texts: string;
  /** A 404 says the record is not there (nothing to retry) instead of showing the error. */
  notFound?: boolean | undefined;
  /** With a button that loads the data again. */
  retry?: boolean | undefined;
  title?: string;
}

/** A page's data failed to load: the error (with a button to load it again), or 'not found'. */
export function LoadFailureAlert({
  query,
  texts,
  notFound = false,
  retry = false,
  title,
}: LoadFailureAlertProps) {
  const { t } = useTranslation();
  const error = query.error;
  if (notFound && isNotFoundError(error)) {
    return (
      <Alert color="red" variant="light" title={t(`${texts}.notFound`)} role="alert">
        {t(`${texts}.notFoundText`)}
      </Alert>
    );
  }
  const alert = <ErrorAlert error={error} title={title ?? t(`${texts}.loadFailed`)} />;
  if (!retry) return alert;
  return (
    <Stack gap="xs" align="flex-start">
      {alert}
      <Button variant="light" onClick={() => void query.refetch()}>
        {t(`${texts}.retry`)}
      </Button>
    </Stack>
  );
}

interface LoadStateProps extends Omit<LoadFailureAlertProps, 'title'> {
  /** The page was opened without the id of what it shows. */
  isMissingId?: boolean;
}

/**
 * What a page shows until its query has data: {@link MissingIdAlert} without an id, a loader
 * (`<texts>.loading`) while it loads, then {@link LoadFailureAlert} when it failed.
 */
export function LoadState({ isMissingId = false, ...failure }: LoadStateProps) {
  const { t } = useTranslation();
  if (isMissingId) return <MissingIdAlert texts={failure.texts} />;
  if (failure.query.isPending) return <PageLoader label={t(`${failure.texts}.loading`)} />;
  return <LoadFailureAlert {...failure} />;
}
