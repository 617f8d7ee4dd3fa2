import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/page-loader';
import { usePermissions } from '../../../lib/permissions';
import { useAuditCompetitions, useAuditLog } from '../api';
import type { RestorableSnapshot } from '../components/audit-format';
import { AuditTable } from '../components/audit-table';
import { RestoreSnapshotModal } from '../components/restore-snapshot-modal';
import { PageFrame } from '../../../components/page-frame';
import { usePermissionBlock } from '../../../components/permission-block';

const ALL = 'all';

/** Audit log (/admin/audit?compId=): who changed what and when; admins only. */
export function AuditPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const competitionId = searchParams.get('compId')?.trim() || null;
  const permissions = usePermissions();
  const mayView = permissions.can('audit.view');
  const blocked = usePermissionBlock(mayView, 'audit.noPermission', 'audit.loading');
  const competitions = useAuditCompetitions(mayView);
  const log = useAuditLog(competitionId, mayView);
  const mayRestore = permissions.can('snapshot.restore');
  const [restoring, setRestoring] = useState<RestorableSnapshot | null>(null);

  const names = new Map((competitions.data ?? []).map((c) => [c._id, c.Nome]));
  const options = [
    { value: ALL, label: t('audit.allCompetitions') },
    ...(competitions.data ?? []).map((c) => ({ value: c._id, label: c.Nome })),
    // A deleted competition keeps its history: it can still be chosen by its id.
    ...(competitionId && !names.has(competitionId)
      ? [{ value: competitionId, label: competitionId }]
      : []),
  ];

  function chooseCompetition(value: string | null) {
    const next = new URLSearchParams(searchParams);
    if (!value || value === ALL) next.delete('compId');
    else next.set('compId', value);
    setSearchParams(next, { replace: true });
  }

  let content;
  if (blocked) {
    content = blocked;
  } else {
    const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
    content = (
      <Stack gap="md">
        <Select
          label={t('audit.filter')}
          data={options}
          value={competitionId ?? ALL}
          allowDeselect={false}
          searchable
          onChange={chooseCompetition}
          maw={460}
        />
        {log.isPending && <PageLoader label={t('audit.loading')} />}
        {log.isError && <ErrorAlert error={log.error} title={t('audit.loadFailed')} />}
        {log.isSuccess && entries.length === 0 && (
          <Text c="gray.7">{t(competitionId ? 'audit.emptyCompetition' : 'audit.empty')}</Text>
        )}
        {entries.length > 0 && (
          <AuditTable
            entries={entries}
            competitionNames={competitionId ? undefined : names}
            onRestore={mayRestore ? setRestoring : undefined}
          />
        )}
        {log.hasNextPage && (
          <Group>
            <Button
              variant="default"
              loading={log.isFetchingNextPage}
              onClick={() => void log.fetchNextPage()}
            >
              {t('audit.more')}
            </Button>
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <PageFrame title={t('audit.title')} back={{ to: '/competition', label: t('audit.back') }}>
      {content}
      {restoring && (
        <RestoreSnapshotModal snapshot={restoring} onClose={() => setRestoring(null)} />
      )}
    </PageFrame>
  );
}
