import { Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { JsonBlock } from '../../../components/json-block';
import { PageLoader } from '../../../components/page-loader';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import type { MessageResponse } from '../api';

interface MessageViewProps {
  title: string;
  query: UseQueryResult<MessageResponse>;
}

/** The message from the demo endpoint, or the error as JSON text. */
export function MessageView({ title, query }: MessageViewProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      {query.isPending && <PageLoader label={t('messages.loading')} />}
      {query.isError && (
        <Stack gap="xs" role="alert">
          <Text fw={600} c="red.8">
            {t('messages.errorLabel')}
          </Text>
          <JsonBlock
            label={t('messages.errorLabel')}
            value={
              isApiError(query.error)
                ? query.error.problem
                : { message: getErrorMessage(query.error) }
            }
          />
        </Stack>
      )}
      {query.isSuccess && (
        <Paper withBorder p="md" radius="md">
          <Text size="lg">{query.data.message}</Text>
        </Paper>
      )}
    </Stack>
  );
}
