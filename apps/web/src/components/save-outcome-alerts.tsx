import type { MantineSize } from '@mantine/core';
import { Alert, Button, List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { getErrorMessage, isApiError, isConflictError } from '../lib/api-client';
import { ErrorAlert } from './error-alert';

interface SaveOutcomeAlertsProps {
  /** The save's error (null or undefined when the last save did not fail). */
  error: unknown;
  /** Whether `error` is a conflict; by default when it is a 409. */
  isConflict?: boolean;
  /** 409: someone saved first. */
  conflict: {
    title: string;
    /** What the admin reads above the reload button. */
    text: ReactNode;
    reloadLabel: string;
    /** No button without it. */
    onReload?: (() => void) | undefined;
    isReloading?: boolean;
    /** The score sheets use a full-size button, the forms an `xs` one. */
    buttonSize?: MantineSize;
  };
  /** Any other failure (validation 400, network, 403...). */
  failure: {
    title: string;
    /** Hides the failure alert (the form already shows what is invalid). */
    hidden?: boolean;
    /** Replaces the alert's body (the default is {@link ErrorAlert}'s). */
    body?: ReactNode;
    /**
     * Score sheets: each field error of a problem+json body named for the admin, with `note`
     * under the list.
     */
    describeField?: (path: string, message: string) => string;
    note?: string;
  };
}

/** What went wrong with the last save of a form or score sheet: a conflict or a failure. */
export function SaveOutcomeAlerts({
  error,
  isConflict = isConflictError(error),
  conflict,
  failure,
}: SaveOutcomeAlertsProps) {
  if (error === null || error === undefined) return null;
  if (isConflict) {
    return (
      <Alert color="orange" variant="light" role="alert" title={conflict.title}>
        <Stack gap="xs" align="flex-start">
          {conflict.text}
          {conflict.onReload && (
            <Button
              size={conflict.buttonSize ?? 'xs'}
              variant="light"
              color="orange"
              loading={conflict.isReloading}
              onClick={conflict.onReload}
            >
              {conflict.reloadLabel}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  if (failure.hidden) return null;
  const { describeField } = failure;
  if (describeField) {
    const fieldErrors = isApiError(error) ? (error.problem.errors ?? []) : [];
    return (
      <Alert color="red" variant="light" role="alert" title={failure.title}>
        <Text size="sm">{getErrorMessage(error)}</Text>
        {fieldErrors.length > 0 && (
          <List size="sm" mt="xs">
            {fieldErrors.map((fieldError) => (
              <List.Item key={`${fieldError.path}:${fieldError.message}`}>
                {describeField(fieldError.path, fieldError.message)}
              </List.Item>
            ))}
          </List>
        )}
        {failure.note !== undefined && (
          <Text size="sm" mt="xs">
            {failure.note}
          </Text>
        )}
      </Alert>
    );
  }
  if (failure.body !== undefined) {
    return (
      <Alert color="red" variant="light" role="alert" title={failure.title}>
        {failure.body}
      </Alert>
    );
  }
  return <ErrorAlert error={error} title={failure.title} />;
}
