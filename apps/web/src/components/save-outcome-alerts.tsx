import type { MantineSize, MantineSpacing } from '@mantine/core';
import { Alert, Button, List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { getErrorMessage, isApiError, isConflictError } from '../lib/api-client';
import { ErrorAlert } from './error-alert';
import { FormErrorList } from './form-error-list';

interface SaveOutcomeAlertsProps {
  /** The save's error (null or undefined when the last save did not fail). */
  error: unknown;
  /** Whether `error` is a conflict; by default when it is a 409. */
  isConflict?: boolean;
  /**
   * The i18n prefix of the texts: `<texts>.conflictTitle`, `.conflict`, `.reload` and
   * `.saveFailed` (and `.marksKept` on a score sheet).
   */
  texts: string;
  /** No reload button without it. */
  onReload?: (() => void) | undefined;
  isReloading?: boolean;
  /** Replaces the conflict's text. */
  conflictText?: ReactNode;
  /** Hides the failure alert (the form already shows what is invalid). */
  hideFailure?: boolean;
  /** Replaces the failure alert's body (the default is {@link ErrorAlert}'s). */
  failureBody?: ReactNode;
  /**
   * A score sheet: the server's message above the conflict's text (`conflictKey`, by default
   * `conflict`), each field error named by `describeField`, and a note that the marks are kept.
   */
  sheet?: {
    describeField: (path: string, message: string) => string;
    conflictKey?: string;
    reloadSize?: MantineSize;
  };
}

/** What went wrong with the last save of a form or score sheet: a conflict (409) or a failure. */
export function SaveOutcomeAlerts({
  error,
  isConflict = isConflictError(error),
  texts,
  onReload,
  isReloading,
  conflictText,
  hideFailure,
  failureBody,
  sheet,
}: SaveOutcomeAlertsProps) {
  const { t } = useTranslation();
  if (error === null || error === undefined) return null;
  if (isConflict) {
    const text = sheet ? (
      <>
        <Text size="sm">{getErrorMessage(error)}</Text>
        <Text size="sm">{t(`${texts}.${sheet.conflictKey ?? 'conflict'}`)}</Text>
      </>
    ) : (
      t(`${texts}.conflict`)
    );
    return (
      <Alert color="orange" variant="light" role="alert" title={t(`${texts}.conflictTitle`)}>
        <Stack gap="xs" align="flex-start">
          {conflictText ?? text}
          {onReload && (
            <Button
              size={sheet?.reloadSize ?? 'xs'}
              variant="light"
              color="orange"
              loading={isReloading}
              onClick={onReload}
            >
              {t(`${texts}.reload`)}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  if (hideFailure) return null;
  const title = t(`${texts}.saveFailed`);
  if (sheet) {
    const fieldErrors = isApiError(error) ? (error.problem.errors ?? []) : [];
    return (
      <Alert color="red" variant="light" role="alert" title={title}>
        <Text size="sm">{getErrorMessage(error)}</Text>
        {fieldErrors.length > 0 && (
          <List size="sm" mt="xs">
            {fieldErrors.map((fieldError) => (
              <List.Item key={`${fieldError.path}:${fieldError.message}`}>
                {sheet.describeField(fieldError.path, fieldError.message)}
              </List.Item>
            ))}
          </List>
        )}
        <Text size="sm" mt="xs">
          {t(`${texts}.marksKept`)}
        </Text>
      </Alert>
    );
  }
  if (failureBody !== undefined) {
    return (
      <Alert color="red" variant="light" role="alert" title={title}>
        {failureBody}
      </Alert>
    );
  }
  return <ErrorAlert error={error} title={title} />;
}

interface FormOutcomeAlertsProps extends Omit<SaveOutcomeAlertsProps, 'hideFailure' | 'sheet'> {
  /**
   * The form's errors (see useShownFieldErrors): while it is shown as invalid, the errors no
   * field shows are listed in an alert titled `<texts>.invalid`, and no save failure.
   */
  shown: { showInvalid: boolean; unplacedErrors: readonly (readonly [string, ReactNode])[] };
  /** The margin above that list. */
  listMt?: MantineSpacing;
}

/**
 * Below a form: what it holds that no field shows while it is invalid, else what went wrong with
 * its last save (see {@link SaveOutcomeAlerts}).
 */
export function FormOutcomeAlerts({ shown, listMt, ...outcome }: FormOutcomeAlertsProps) {
  const { t } = useTranslation();
  return (
    <>
      {shown.showInvalid && (
        <Alert color="red" variant="light" title={t(`${outcome.texts}.invalid`)} role="alert">
          <FormErrorList errors={shown.unplacedErrors} mt={listMt} />
        </Alert>
      )}
      <SaveOutcomeAlerts {...outcome} hideFailure={shown.showInvalid} />
    </>
  );
}
