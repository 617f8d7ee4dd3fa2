import type { RulesetSummary, StoredRuleset } from '@artistic/domain/ruleset/schema';
import { Badge, Button, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadState } from '../../../components/load-state-alerts';
import { PageLoader } from '../../../components/page-loader';
import { downloadBlob } from '../../../lib/file-name';
import { useReload } from '../../../components/use-reload';
import { usePermissions } from '../../../lib/permissions';
import { useRuleset, useRulesetList } from '../../../lib/rulesets';
import { toExportFile } from '../api';
import { CopyRulesetModal } from '../components/copy-ruleset-modal';
import { ImportRulesetModal } from '../components/import-ruleset-modal';
import { RulesetEditor } from '../components/ruleset-editor';
import { PageFrame } from '../../../components/page-frame';
import { usePermissionBlock } from '../../../components/permission-block';
import { TableHead } from '../../../components/table-head';

/**
 * Regulamentos (/admin/rules?id=): the stored rulesets and the selected one's tables (issue 16).
 * Admins only: they edit factors, copy a ruleset for a new season, export and import one.
 */
export function RulesPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const permissions = usePermissions();
  const mayEdit = permissions.can('ruleset.write');
  const blocked = usePermissionBlock(mayEdit, 'rulesets.noPermission');
  const list = useRulesetList(mayEdit);
  const rulesets = list.data ?? [];
  const requested = searchParams.get('id')?.trim() || null;
  // A ruleset just copied or imported may not be in the list yet: it is opened by its id.
  const selectedId = requested ?? rulesets[0]?.id ?? null;
  const stored = useRuleset(mayEdit ? selectedId : null);
  const selected = stored.data
    ? { id: stored.data.ruleset.id, name: stored.data.ruleset.name }
    : (rulesets.find((r) => r.id === selectedId) ?? null);
  const { loadCount, reload } = useReload(stored.refetch);
  const [isCopying, setIsCopying] = useState(false);
  const [isImporting, setIsImporting] = useState(false);

  function select(id: string) {
    setSearchParams({ id });
  }

  function showSaved(saved: StoredRuleset) {
    setIsCopying(false);
    setIsImporting(false);
    select(saved.ruleset.id);
  }

  let content;
  if (blocked) {
    content = blocked;
  } else if (!list.isSuccess) {
    content = <LoadState query={list} texts="rulesets" />;
  } else if (rulesets.length === 0) {
    content = <Text c="gray.7">{t('rulesets.empty')}</Text>;
  } else {
    content = (
      <Stack gap="lg">
        <RulesetTable rulesets={rulesets} selectedId={selectedId} onSelect={select} />
        {selected && (
          <Stack gap="md">
            <Group justify="space-between" wrap="wrap">
              <Title order={2} size="h3">
                {selected.name}
              </Title>
              <Group gap="xs">
                <Button variant="light" onClick={() => setIsCopying(true)}>
                  {t('rulesets.copy.open')}
                </Button>
                <Button
                  variant="default"
                  disabled={!stored.isSuccess}
                  onClick={() => {
                    if (!stored.data) return;
                    const file = toExportFile(stored.data.ruleset);
                    downloadBlob(file.blob, file.fileName);
                  }}
                >
                  {t('rulesets.export')}
                </Button>
              </Group>
            </Group>
            {stored.isPending && <PageLoader label={t('rulesets.loadingOne')} />}
            {stored.isError && (
              <ErrorAlert error={stored.error} title={t('rulesets.loadOneFailed')} />
            )}
            {stored.isSuccess && (
              <RulesetEditor
                key={`${stored.data.ruleset.id}:${loadCount}`}
                stored={stored.data}
                canEdit={mayEdit}
                onReload={reload}
              />
            )}
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <PageFrame
      title={t('rulesets.title')}
      back={{ to: '/competition', label: t('rulesets.back') }}
      actions={
        mayEdit && (
          <Button variant="light" onClick={() => setIsImporting(true)}>
            {t('rulesets.import.open')}
          </Button>
        )
      }
    >
      {content}
      {isCopying && selected && (
        <CopyRulesetModal
          from={selected}
          onClose={() => setIsCopying(false)}
          onCopied={showSaved}
        />
      )}
      {isImporting && (
        <ImportRulesetModal onClose={() => setIsImporting(false)} onImported={showSaved} />
      )}
    </PageFrame>
  );
}

interface RulesetTableProps {
  rulesets: readonly RulesetSummary[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

function RulesetTable({ rulesets, selectedId, onSelect }: RulesetTableProps) {
  const { t } = useTranslation();
  return (
    <ScrollArea type="auto" viewportProps={{ tabIndex: 0 }}>
      <Table withTableBorder highlightOnHover aria-label={t('rulesets.listLabel')}>
        <TableHead
          texts="rulesets.columns"
          columns={['name', 'validity', 'origin', 'provisional', 'competitions']}
        />
        <Table.Tbody>
          {rulesets.map((ruleset) => {
            const isSelected = ruleset.id === selectedId;
            return (
              <Table.Tr key={ruleset.id} bg={isSelected ? 'blue.0' : undefined}>
                <Table.Td>
                  <Button
                    variant={isSelected ? 'light' : 'subtle'}
                    size="compact-sm"
                    aria-current={isSelected ? 'true' : undefined}
                    onClick={() => onSelect(ruleset.id)}
                  >
                    {ruleset.name}
                  </Button>
                  <Text size="xs" c="gray.7">
                    {ruleset.id}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {t('rulesets.validity', { from: ruleset.validFrom, to: ruleset.validTo })}
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {ruleset.builtIn && (
                      <Badge variant="outline" color="gray">
                        {t('rulesets.builtIn')}
                      </Badge>
                    )}
                    {ruleset.edited && (
                      <Badge variant="light" color="blue">
                        {t('rulesets.edited')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {ruleset.provisionalFactors > 0 ? (
                    <Badge color="yellow" variant="light">
                      {t('rulesets.provisionalCount', { count: ruleset.provisionalFactors })}
                    </Badge>
                  ) : (
                    t('rulesets.noProvisional')
                  )}
                </Table.Td>
                <Table.Td>
                  {t('rulesets.competitionCount', { count: ruleset.competitions })}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
