import type { ImportSummary } from '@artistic/domain/transfer/export-schema';
import { Alert, Button, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { useJsonFileChoice } from '../../../lib/json-file';
import { formatScoreIn } from '../../../lib/score-format';
import {
  OfficialChangesNotice,
  officialChangesOfProblem,
} from '../../../components/official-changes-notice';
import {
  countsOfProblem,
  isHasDependentsError,
  isStaleImportError,
  lostRecordsOfProblem,
  useImportCompetition,
} from '../api';

interface ImportCompetitionModalProps {
  onClose: () => void;
}

/** Field errors listed in the dialog (the server sends the first 200). */
const MAX_SHOWN_ERRORS = 20;

/**
 * Importar competição (admin): a JSON file exported by this app, or a competition of the
 * federation's current system. The server validates and recomputes everything; this dialog
 * shows its answer: what was imported, every bad field by its path, that the competition
 * exists (how many entries and scores it holds; offers to replace it), or that the file is older
 * than what is stored (each record it would lose; offers «Substituir mesmo assim»).
 */
export function ImportCompetitionModal({ onClose }: ImportCompetitionModalProps) {
  const { t, i18n } = useTranslation();
  const importing = useImportCompetition();
  const [mustReplace, setMustReplace] = useState(false);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const { file, readError, read, inputProps } = useJsonFileChoice(
    'competitions.import.notJson',
    () => {
      setMustReplace(false);
      setSummary(null);
      importing.reset();
    },
  );
  const error = importing.error;
  const fieldErrors = isApiError(error) ? (error.problem.errors ?? []) : [];
  // What the stored competition holds (409 #has_dependents), and what an older file would lose
  // (409 #stale_import): both from the server's answer.
  const counts = mustReplace ? countsOfProblem(error) : null;
  // What was signed or answered that the replace would change (409 #official_results, issue 36):
  // listed, and confirmed only with a reason. It may list stale records too.
  const official = officialChangesOfProblem(error) !== null;
  const [reason, setReason] = useState('');
  const stale = isStaleImportError(error) || official;
  const lost = stale ? lostRecordsOfProblem(error) : { lost: [], total: 0 };

  async function submit(replace: boolean, confirm = false) {
    const chosen = await read();
    if (!chosen) return;
    const { document } = chosen;
    importing.mutate(
      { document, replace, confirm, ...(official ? { reason: reason.trim() } : {}) },
      {
        onSuccess: (result) => {
          setSummary(result);
          setMustReplace(false);
          notifications.show({
            color: 'green',
            message: t(
              result.replaced ? 'competitions.import.replaced' : 'competitions.import.done',
              {
                name: result.Nome,
              },
            ),
          });
        },
        onError: (failure) => setMustReplace(isHasDependentsError(failure)),
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title={t('competitions.import.title')} centered size="lg">
      <Stack>
        <Text size="sm">{t('competitions.import.intro')}</Text>
        <FileInput
          label={t('competitions.import.file')}
          placeholder={t('competitions.import.filePlaceholder')}
          {...inputProps}
        />

        {readError !== null && (
          <Alert color="red" variant="light" role="alert" title={t('competitions.import.failed')}>
            {readError}
          </Alert>
        )}

        {error !== null && !mustReplace && !stale && (
          <Alert color="red" variant="light" role="alert" title={t('competitions.import.failed')}>
            <Text size="sm">{getErrorMessage(error)}</Text>
            {fieldErrors.length > 0 && (
              <List size="sm" mt="xs">
                {fieldErrors.slice(0, MAX_SHOWN_ERRORS).map((fieldError) => (
                  <List.Item key={`${fieldError.path}:${fieldError.message}`}>
                    <code>{fieldError.path}</code>: {t(fieldError.message)}
                  </List.Item>
                ))}
              </List>
            )}
            {fieldErrors.length > MAX_SHOWN_ERRORS && (
              <Text size="sm" mt="xs">
                {t('competitions.import.moreErrors', {
                  count: fieldErrors.length - MAX_SHOWN_ERRORS,
                })}
              </Text>
            )}
          </Alert>
        )}

        {mustReplace && error !== null && (
          <Alert
            color="orange"
            variant="light"
            role="alert"
            title={t('competitions.import.exists')}
          >
            <Text size="sm">{getErrorMessage(error)}</Text>
            <Text size="sm" mt="xs">
              {counts
                ? t('competitions.import.replaceHintCounts', {
                    entries: t('competitions.counts.entries', { count: counts.entries }),
                    scores: t('competitions.counts.scores', { count: counts.scores }),
                  })
                : t('competitions.import.replaceHint')}
            </Text>
          </Alert>
        )}

        {official && <OfficialChangesNotice error={error} reason={reason} onReason={setReason} />}

        {stale && error !== null && (!official || lost.lost.length > 0) && (
          <Alert color="orange" variant="light" role="alert" title={t('competitions.import.stale')}>
            {!official && <Text size="sm">{getErrorMessage(error)}</Text>}
            {lost.lost.length > 0 && (
              <List size="sm" mt="xs" aria-label={t('competitions.import.lostList')}>
                {lost.lost.slice(0, MAX_SHOWN_ERRORS).map((record) => (
                  <List.Item key={`${record.kind}:${record.id}`}>
                    {t(`competitions.import.lost.${record.kind}.${record.change}`, {
                      label: record.label,
                    })}
                  </List.Item>
                ))}
              </List>
            )}
            {lost.total > Math.min(lost.lost.length, MAX_SHOWN_ERRORS) && (
              <Text size="sm" mt="xs">
                {t('competitions.import.moreLost', {
                  count: lost.total - Math.min(lost.lost.length, MAX_SHOWN_ERRORS),
                })}
              </Text>
            )}
            <Text size="sm" mt="xs">
              {t('competitions.import.staleHint')}
            </Text>
          </Alert>
        )}

        {summary !== null && (
          <Alert
            color="green"
            variant="light"
            role="status"
            title={t('competitions.import.success')}
          >
            <Text size="sm">
              {t(summary.replaced ? 'competitions.import.replaced' : 'competitions.import.done', {
                name: summary.Nome,
              })}
            </Text>
            <Text size="sm" mt="xs">
              {t('competitions.import.counts', summary.counts)}
            </Text>
            {summary.valueChanges.length > 0 && (
              <>
                <Text size="sm" mt="xs" fw={600}>
                  {t('competitions.import.valueChanges', { count: summary.valueChanges.length })}
                </Text>
                <List size="sm">
                  {summary.valueChanges.map((c) => (
                    <List.Item key={c.path}>
                      {t('competitions.import.valueChange', {
                        ordem: c.Ordem,
                        code: c.Codigo_cc,
                        from: formatScoreIn(c.from, i18n.language),
                        to: formatScoreIn(c.to, i18n.language),
                        path: c.path,
                      })}
                    </List.Item>
                  ))}
                </List>
              </>
            )}
            {summary.unknownCodes.length > 0 && (
              <>
                <Text size="sm" mt="xs" fw={600} c="red.9">
                  {t('competitions.import.unknownCodes', { count: summary.unknownCodes.length })}
                </Text>
                <List size="sm" c="red.9">
                  {summary.unknownCodes.map((p) => (
                    <List.Item key={p.path}>{`${p.path}: ${p.message}`}</List.Item>
                  ))}
                </List>
              </>
            )}
          </Alert>
        )}

        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onClose} disabled={importing.isPending}>
            {t(summary === null ? 'competitions.import.cancel' : 'competitions.import.close')}
          </Button>
          {stale ? (
            <Button
              color="red"
              onClick={() => void submit(true, true)}
              loading={importing.isPending}
              disabled={official && reason.trim() === ''}
            >
              {t('competitions.import.replaceAnywayButton')}
            </Button>
          ) : mustReplace ? (
            <Button color="red" onClick={() => void submit(true)} loading={importing.isPending}>
              {t('competitions.import.replaceButton')}
            </Button>
          ) : (
            summary === null && (
              <Button
                onClick={() => void submit(false)}
                disabled={file === null}
                loading={importing.isPending}
              >
                {t('competitions.import.submit')}
              </Button>
            )
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
