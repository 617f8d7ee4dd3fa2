import { Alert, List } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { getErrorMessage, isApiError } from '../lib/api-client';

interface ErrorAlertProps {
  error: unknown;
  title?: string;
}

/** Shows an error inline, with each field error of a problem+json body. */
export function ErrorAlert({ error, title }: ErrorAlertProps) {
  const { t } = useTranslation();
  const fieldErrors = isApiError(error) ? (error.problem.errors ?? []) : [];
  return (
    <Alert color="red" variant="light" title={title ?? t('errors.title')} role="alert">
      {getErrorMessage(error)}
      {fieldErrors.length > 0 && (
        <List size="sm" mt="xs">
          {fieldErrors.map((fieldError) => (
            <List.Item key={`${fieldError.path}:${fieldError.message}`}>
              {fieldError.path}: {fieldError.message}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
