import type { StoredRuleset } from '@artistic/domain/ruleset/schema';
import { Alert, Button, FileInput, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../i18n/use-translation';
import { ActionModal } from '../../../components/action-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { isApiError } from '../../../lib/api-client';
import { useJsonFileChoice } from '../../../lib/json-file';
import { isConflictError, useImportRuleset } from '../api';
import { describeFieldErrors } from './ruleset-edits';

interface ImportRulesetModalProps {
  onClose: () => void;
  onImported: (saved: StoredRuleset) => void;
}

/** Field errors listed in the dialog. */
const MAX_SHOWN_ERRORS = 50;

/**
 * 'Importar': a ruleset document (JSON, as 'Exportar' writes it) with a new id. The server
 * validates it with the domain's schema; every problem is listed as table › row › field, and
 * nothing is stored.
 */
export function ImportRulesetModal({ onClose, onImported }: ImportRulesetModalProps) {
  const { t } = useTranslation();
  const importing = useImportRuleset();
  const { file, readError, read, inputProps } = useJsonFileChoice('rulesets.import.notJson', () =>
    importing.reset(),
  );
  const error = importing.error;
  const lines =
    isApiError(error) && error.problem.errors
      ? describeFieldErrors(error.problem.errors, (key, params) => t(key, params ?? {}))
      : [];

  async function submit() {
    if (!file) return;
    importing.reset();
    const chosen = await read();
    if (!chosen) return;
    const { document } = chosen;
    // An exported file is the document itself; a file holding { ruleset } is accepted too.
    const ruleset =
      typeof document === 'object' && document !== null && 'ruleset' in document
        ? document.ruleset
        : document;
    importing.mutate(ruleset, {
      onSuccess: (saved) => {
        notifications.show({
          color: 'green',
          message: t('rulesets.import.done', { name: saved.ruleset.name }),
        });
        onImported(saved);
      },
    });
  }

  return (
    <ActionModal
      title={t('rulesets.import.title')}
      size="lg"
      intro={t('rulesets.import.intro')}
      cancelLabel={t('rulesets.cancel')}
      onClose={onClose}
      actions={
        <Button onClick={() => void submit()} disabled={!file} loading={importing.isPending}>
          {t('rulesets.import.submit')}
        </Button>
      }
    >
      <FileInput
        label={t('rulesets.import.file')}
        placeholder={t('rulesets.import.filePlaceholder')}
        {...inputProps}
      />
      {readError && (
        <Alert color="red" variant="light" role="alert">
          {readError}
        </Alert>
      )}
      {lines.length > 0 && (
        <Alert color="red" variant="light" role="alert" title={t('rulesets.import.invalid')}>
          <Stack gap="xs">
            <Text size="sm">{t('rulesets.import.nothingStored')}</Text>
            <List size="sm">
              {lines.slice(0, MAX_SHOWN_ERRORS).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
            {lines.length > MAX_SHOWN_ERRORS && (
              <Text size="sm">
                {t('rulesets.import.more', { count: lines.length - MAX_SHOWN_ERRORS })}
              </Text>
            )}
          </Stack>
        </Alert>
      )}
      {importing.isError && lines.length === 0 && (
        <ErrorAlert
          error={importing.error}
          title={t(
            isConflictError(importing.error) ? 'rulesets.import.exists' : 'rulesets.import.failed',
          )}
        />
      )}
    </ActionModal>
  );
}
