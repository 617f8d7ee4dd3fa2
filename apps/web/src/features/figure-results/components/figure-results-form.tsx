import type { Competition } from '@artistic/domain/competition/schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ActionModal } from '../../../components/action-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { UnsavedChangesModal } from '../../../components/unsaved-changes-modal';
import { useScoreFormat } from '../../../lib/score-format';
import { FigureSheetGrid } from './figure-sheet-grid';
import { FigureSheetToolbar } from './figure-sheet-toolbar';
import { figureEntryKey } from '@artistic/domain/judge-panel/entries';
import { JudgePanelBar } from '../../judge-panel/components/judge-panel-bar';
import { useFigureSheetSession } from './use-figure-sheet-session';

interface FigureResultsFormProps {
  competition: Competition;
  results: readonly FigureResult[];
}

/**
 * The admin's figure results sheet: category, order number, athlete, one table per figure with
 * live totals, save with the version (409 → reload), and the next athlete after each save.
 */
export function FigureResultsForm({ competition, results }: FigureResultsFormProps) {
  const { t } = useTranslation();
  const formatScore = useScoreFormat();
  const categoryRef = useRef<HTMLInputElement>(null);
  const orderRef = useRef<HTMLInputElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const session = useFigureSheetSession(competition, results, {
    categoryRef,
    orderRef,
    gridRef,
    nextRef,
  });
  const { outcome, openError, sheet, score } = session;

  return (
    <Stack gap="md">
      <FigureSheetToolbar session={session} categoryRef={categoryRef} orderRef={orderRef} />
      <JudgePanelBar
        competitionId={competition._id}
        panel="figuras"
        entry={sheet ? figureEntryKey(sheet.Categoria, sheet.Esquema, sheet.Atleta.Licenca) : null}
        scored={session.openedScored}
        rows={sheet?.rows.length ?? 0}
        judges={competition.JuizesFiguras}
        onMarks={session.applyJudgeMarks}
      />

      {openError !== null && <ErrorAlert error={openError} title={t('figureResults.openFailed')} />}

      {outcome && (
        <Alert color="green" variant="light" role="status">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm">
              {outcome.overall === null
                ? t('figureResults.savedIncomplete', {
                    number: outcome.number,
                    name: outcome.name,
                  })
                : t('figureResults.savedLine', {
                    number: outcome.number,
                    name: outcome.name,
                    total: formatScore(outcome.overall),
                  })}
            </Text>
            {outcome.next !== null ? (
              <Button ref={nextRef} onClick={session.openNext}>
                {t('figureResults.next', { number: outcome.next })}
              </Button>
            ) : (
              <Text size="sm" fw={500}>
                {t('figureResults.lastAthlete')}
              </Text>
            )}
          </Group>
        </Alert>
      )}

      {sheet && score && (
        <FigureSheetGrid session={session} sheet={sheet} score={score} gridRef={gridRef} />
      )}

      <ActionModal
        opened={session.isDiscardPending}
        title={t('figureResults.discardTitle')}
        intro={t('figureResults.discardText')}
        cancelLabel={t('figureResults.keepEditing')}
        cancelAutofocus
        onClose={session.cancelDiscard}
        actions={
          <Button color="red" onClick={session.confirmDiscard}>
            {t('figureResults.discard')}
          </Button>
        }
      />
      <UnsavedChangesModal guard={session.leaveGuard} message={t('figureResults.unsavedWarning')} />
    </Stack>
  );
}
