import { ARTISTIC_ROW_NAMES, CD_ELEMENTS } from '@artistic/domain/ruleset/factors';
import type { RulesetDocument } from '@artistic/domain/ruleset/document';
import type { RecomputePreview, StoredRuleset } from '@artistic/domain/ruleset/schema';
import { Alert, Button, Group, List, Modal, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { RecomputeChanges } from '../../../components/recompute-changes';
import { SaveOutcomeAlerts } from '../../../components/save-outcome-alerts';
import { UnsavedChangesModal } from '../../../components/unsaved-changes-modal';
import { isApiError } from '../../../lib/api-client';
import { federationToday } from '@artistic/domain/core/dates';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { isConflictError, usePreviewRuleset, useSaveRuleset } from '../api';
import type { CodeTableName } from './code-tables';
import { CodeTable } from './code-tables';
import { FactorTables } from './factor-table';
import type { FactorAddress } from './ruleset-edits';
import { confirmFactor, describeFieldErrors, setFactorValue } from './ruleset-edits';

const CODE_TABLES: readonly CodeTableName[] = ['hybrid', 'tre', 'acro', 'pairBonus', 'figures'];

interface RulesetEditorProps {
  stored: StoredRuleset;
  canEdit: boolean;
  /** Reloads the stored ruleset (after a conflict), dropping the edits. */
  onReload: () => void;
}

/**
 * The selected ruleset of /admin/rules: its factors as editable tables, its code tables as
 * searchable lists. 'Gravar' first asks the server what the edits would recompute and shows it;
 * only 'Confirmar' saves. The edits stay until saved or dropped, and leaving asks first.
 */
export function RulesetEditor({ stored, canEdit, onReload }: RulesetEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<RulesetDocument>(stored.ruleset);
  const [version, setVersion] = useState(stored.version);
  const [isDirty, setIsDirty] = useState(false);
  const [badTexts, setBadTexts] = useState<Readonly<Record<string, number | string>>>({});
  const invalidCount = Object.keys(badTexts).length;
  const [showInvalid, setShowInvalid] = useState(false);
  const [preview, setPreview] = useState<RecomputePreview | null>(null);
  const previewing = usePreviewRuleset();
  const saving = useSaveRuleset();
  const guard = useUnsavedChangesGuard(isDirty || invalidCount > 0);
  const source = t('rulesets.federationSource', { date: federationToday(new Date()) });

  function edit(next: RulesetDocument) {
    setDraft(next);
    setIsDirty(true);
    saving.reset();
    previewing.reset();
  }

  function setBadText(path: string, typed: number | string | null) {
    setBadTexts((current) => {
      const { [path]: _old, ...rest } = current;
      return typed === null ? rest : { ...rest, [path]: typed };
    });
  }

  function startSave() {
    if (invalidCount > 0) {
      setShowInvalid(true);
      return;
    }
    setShowInvalid(false);
    saving.reset();
    previewing.mutate(draft, { onSuccess: setPreview });
  }

  function confirmSave() {
    saving.mutate(
      { ruleset: draft, version },
      {
        onSuccess: (result) => {
          setPreview(null);
          setVersion(result.saved.version);
          setDraft(result.saved.ruleset);
          setIsDirty(false);
          notifications.show({
            color: 'green',
            message: t('rulesets.saved', { count: result.recomputed.changedTotals }),
          });
        },
        onError: () => setPreview(null),
      },
    );
  }

  const saveError = saving.error ?? previewing.error;
  const saveErrorLines =
    isApiError(saveError) && saveError.problem.errors
      ? describeFieldErrors(saveError.problem.errors, (key, params) => t(key, params ?? {}))
      : [];
  const isConflict = isConflictError(saving.error);
  const factorProps = {
    document: draft,
    readOnly: !canEdit,
    onValue: (address: FactorAddress, value: number) =>
      edit(setFactorValue(draft, address, value, source)),
    onConfirm: (address: FactorAddress) => edit(confirmFactor(draft, address)),
    badTexts,
    onBadText: setBadText,
  };

  return (
    <Stack gap="md">
      {canEdit && (
        <Group gap="sm">
          <Button
            onClick={startSave}
            loading={previewing.isPending}
            disabled={!isDirty && invalidCount === 0}
          >
            {t('rulesets.save')}
          </Button>
          {(isDirty || invalidCount > 0) && <Text size="sm">{t('rulesets.unsaved')}</Text>}
        </Group>
      )}
      {showInvalid && invalidCount > 0 && (
        <Alert color="red" variant="light" role="alert" title={t('rulesets.invalidTitle')}>
          {t('rulesets.invalidText', { count: invalidCount })}
        </Alert>
      )}
      <SaveOutcomeAlerts
        error={saveError}
        isConflict={isConflict}
        texts="rulesets"
        onReload={onReload}
        failureBody={
          saveErrorLines.length > 0 ? (
            <List size="sm">
              {saveErrorLines.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          ) : undefined
        }
      />

      <Tabs defaultValue="cd" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="cd">{t('rulesets.tabs.cd')}</Tabs.Tab>
          <Tabs.Tab value="artistic">{t('rulesets.tabs.artistic')}</Tabs.Tab>
          {CODE_TABLES.map((table) => (
            <Tabs.Tab key={table} value={table}>
              {t(`rulesets.tabs.${table}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="cd" pt="md">
          <FactorTables {...factorProps} table="cdFactors" rows={CD_ELEMENTS} />
        </Tabs.Panel>
        <Tabs.Panel value="artistic" pt="md">
          <FactorTables {...factorProps} table="artisticFactors" rows={ARTISTIC_ROW_NAMES} />
        </Tabs.Panel>
        {CODE_TABLES.map((table) => (
          <Tabs.Panel key={table} value={table} pt="md">
            <CodeTable ruleset={draft} table={table} />
          </Tabs.Panel>
        ))}
      </Tabs>

      <Modal
        opened={preview !== null}
        onClose={() => setPreview(null)}
        title={t('rulesets.previewTitle')}
        size="xl"
        centered
      >
        {preview && (
          <Stack gap="md">
            <RecomputeChanges preview={preview} />
            <Text size="sm">{t('rulesets.previewQuestion')}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" data-autofocus onClick={() => setPreview(null)}>
                {t('rulesets.cancel')}
              </Button>
              <Button loading={saving.isPending} onClick={confirmSave}>
                {t('rulesets.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <UnsavedChangesModal guard={guard} message={t('rulesets.leaveMessage')} />
    </Stack>
  );
}
