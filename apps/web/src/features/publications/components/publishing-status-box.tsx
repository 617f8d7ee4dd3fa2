import type { PublishingState, PublishingStatus } from '@artistic/domain/publication/schema';
import type { MantineColor } from '@mantine/core';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from '../../../i18n/translator';
import { useTranslation } from '../../../i18n/use-translation';
import { formatLisbonClock } from '../../../lib/lisbon-clock';

const COLORS: Readonly<Record<PublishingState, MantineColor>> = {
  synced: 'green',
  sending: 'blue',
  retrying: 'orange',
  stopped: 'red',
  ended: 'gray',
};

/**
 * The link's state in one line, in Lisbon time (the venue server's times, never the browser's
 * clock): 'Tudo enviado · confirmado às 12:03:15', 'A enviar…', 'Sem ligação ao site desde
 * 12:01:07 · 3 alterações por enviar · nova tentativa às 12:03:20', 'Parado: …', 'Publicação
 * terminada às 18:30:00'.
 */
export function publishingStatusLine(status: PublishingStatus, t: TFunction): string {
  const at = (iso: string) => formatLisbonClock(iso);
  switch (status.state) {
    case 'synced':
      return status.lastSuccessAt
        ? t('publishing.status.synced', { time: at(status.lastSuccessAt) })
        : t('publishing.status.syncedNever');
    case 'sending':
      return t('publishing.status.sending');
    case 'retrying':
      return [
        status.lastSuccessAt
          ? t('publishing.status.offlineSince', { time: at(status.lastSuccessAt) })
          : t('publishing.status.offline'),
        ...(status.pending > 0 ? [t('publishing.status.pending', { count: status.pending })] : []),
        ...(status.nextTryAt
          ? [t('publishing.status.nextTry', { time: at(status.nextTryAt) })]
          : []),
      ].join(' · ');
    case 'stopped':
      return status.lastError
        ? t('publishing.status.stopped', { error: status.lastError })
        : t('publishing.status.stoppedUnknown');
    case 'ended':
      return status.endedAt
        ? t('publishing.status.ended', { time: at(status.endedAt) })
        : t('publishing.status.endedNever');
  }
}

interface PublishingStatusBoxProps {
  status: PublishingStatus;
  /** 'Terminar publicação' (while the publication has not ended). */
  onEnd: () => void;
}

/** The venue's link to the site as it goes now: read again every 2 s by the page. */
export function PublishingStatusBox({ status, onEnd }: PublishingStatusBoxProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color={COLORS[status.state]}
      variant="light"
      title={t('publishing.statusTitle')}
      role="status"
      aria-live="polite"
      data-testid="publishing-status"
      data-state={status.state}
    >
      <Stack gap={6}>
        <Text fw={700} size="md" style={{ overflowWrap: 'anywhere' }}>
          {publishingStatusLine(status, t)}
        </Text>
        {status.state === 'retrying' && status.lastError && (
          <Text size="sm" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
            {status.lastError}
          </Text>
        )}
        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {t('publishing.where', { siteUrl: status.siteUrl, id: status.publicationId })}
        </Text>
        {status.state !== 'ended' && (
          <Group mt={4}>
            <Button size="xs" variant="light" color="red" onClick={onEnd}>
              {t('publishing.end')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
