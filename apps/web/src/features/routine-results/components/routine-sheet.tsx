import type { PenaltyName, RoutineCall } from '@artistic/domain/core/enums';
import type { Ruleset } from '@artistic/domain/ruleset/document';
import type { CoachCard } from '@artistic/domain/coach-card/schema';
import type { Competition } from '@artistic/domain/competition/schema';
import type { RoutineResult } from '@artistic/domain/routine/result-schema';
import { computeFigurePoints } from '@artistic/domain/figures/figure-points';
import { computeExtraPenalty, computeListedPenalties } from '@artistic/domain/routine/scoring';
import { recomputeRoutineResult } from '@artistic/domain/routine/result-scoring';
import { Alert, Button, Checkbox, Grid, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Mark } from '@artistic/domain/judge-panel/schema';
import { routineEntryKey } from '@artistic/domain/judge-panel/entries';
import { isJudgedElement } from '@artistic/domain/coach-card/judge-cards';
import { useCallback, useMemo, useRef, useState } from 'react';
import { JudgePanelBar } from '../../judge-panel/components/judge-panel-bar';
import { fillJudgeMarks } from '../../judge-panel/fill-marks';
import { useTranslation } from '../../../i18n/use-translation';
import type { CellValue } from '../../../components/score-cell';
import { SaveOutcomeAlerts } from '../../../components/save-outcome-alerts';
import { CorrectionReasonModal } from '../../../components/correction-reason-modal';
import { UnsavedChangesModal } from '../../../components/unsaved-changes-modal';
import { stickyBottomEdge } from '../../../lib/sticky-edges';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { useSaveRoutineResult } from '../api';
import { DeductionsPanel } from './deductions-panel';
import type { CellProblem, CountField, SheetContext, SheetValues } from './routine-sheet-values';
import {
  buildSheetContext,
  buildSheetValues,
  countMissingMarks,
  findCellProblems,
  formatSheetScore,
  toSheetBody,
} from './routine-sheet-values';
import type { JudgeRowKind } from './score-table';
import { ScoreTable } from './score-table';
import type { SheetTotals } from './totals-panel';
import { TotalsPanel } from './totals-panel';

interface RoutineSheetProps {
  card: CoachCard;
  competition: Competition;
  /** The competition's ruleset (issue 16). */
  ruleset: Ruleset;
  /** The result saved for this card, or null when it has none yet. */
  saved: RoutineResult | null;
  canWrite: boolean;
  /** Loads card, competition and result again and starts the sheet over from them. */
  onReload: () => void;
  isReloading: boolean;
}

interface SavedRecord {
  id: string;
  version: number;
  total: number | null;
}

function replaceAt<T>(list: readonly T[], index: number, next: T): T[] {
  return list.map((item, i) => (i === index ? next : item));
}

/** i18n key of a count cell's problem (the score cell speaks of marks; these are counts). */
function countProblemKey(message: string): string {
  return message === 'scoreCell.notANumber'
    ? 'scoreCell.notANumber'
    : 'routineResults.problems.countRange';
}

/**
 * The routine scoring sheet: the judges' grid, deductions, live totals and the save. Every
 * number shown is computed by packages/domain from what is typed; the server recomputes the
 * same on save. What is typed is never thrown away by a failed save.
 */
export function RoutineSheet({
  card,
  competition,
  ruleset,
  saved,
  canWrite,
  onReload,
  isReloading,
}: RoutineSheetProps) {
  const { t, i18n } = useTranslation();
  const context: SheetContext = useMemo(
    () => buildSheetContext(card, competition, ruleset),
    [card, competition, ruleset],
  );
  const [initial] = useState(() => buildSheetValues(context, saved));
  const [values, setValues] = useState<SheetValues>(initial.values);
  const [baseline, setBaseline] = useState<SheetValues>(initial.values);
  const [record, setRecord] = useState<SavedRecord | null>(
    saved ? { id: saved._id, version: saved.version, total: saved.Valor_total ?? null } : null,
  );
  const save = useSaveRoutineResult();

  const isScorable = card.State === 'Submetido' || card.State === 'Verificado';
  const readOnly = !canWrite || !isScorable;
  const isDirty = !readOnly && JSON.stringify(values) !== JSON.stringify(baseline);
  const leaveGuard = useUnsavedChangesGuard(isDirty);

  const body = useMemo(() => toSheetBody(context, values), [context, values]);
  const live = useMemo(
    () =>
      recomputeRoutineResult(body, {
        ruleset: context.ruleset,
        panelSize: context.panel,
        figureScores: context.figureScores,
        figuresHeld: context.figuresHeld,
      }),
    [body, context],
  );
  const figurePoints = computeFigurePoints(
    card.Categoria,
    body.Atletas.map((a) => a.Licenca),
    context.figureScores,
    context.figuresHeld,
  );
  const missingFigures = new Set(figurePoints.missingLicences);
  const totals: SheetTotals = {
    elements: live.Total_el ?? null,
    errors: live.TotalErros ?? 0,
    extraPenalty: computeExtraPenalty(body.Penalty.Selected, context.ruleset),
    artistic: live.Total_impress ?? null,
    scheme: live.Valor_esquema ?? null,
    listedPenalties: computeListedPenalties(
      body.Penalties.map((p) => ({ name: p.Name, count: Number(p.Selected) })),
      context.ruleset,
    ),
    figurePoints: context.addsFigurePoints
      ? {
          value: figurePoints.value,
          missing: body.Atletas.filter((a) => missingFigures.has(a.Licenca)).map(
            (a) => `${a.Nome} (${a.Licenca})`,
          ),
          held: figurePoints.held,
          category: card.Categoria,
        }
      : null,
    total: live.Valor_total ?? null,
  };
  const problems = findCellProblems(context, values);
  const missing = countMissingMarks(values);

  const elementLabel = (row: number) =>
    t('routineResults.elementRow', {
      number: row + 1,
      name: context.elements[row]?.name ?? '',
    });
  const countLabel = (field: CountField) => t(`routineResults.deductions.${field}`);

  function describePlace(problem: CellProblem): string {
    const { place } = problem;
    if (place.kind === 'element') return `${elementLabel(place.row)}, ${place.judge}`;
    if (place.kind === 'artistic')
      return `${context.artistic[place.row]?.name ?? ''}, ${place.judge}`;
    return countLabel(place.field);
  }

  function describeProblem(problem: CellProblem): string {
    const key = problem.place.kind === 'count' ? countProblemKey(problem.message) : problem.message;
    return t(key, { min: problem.bounds.min, max: problem.bounds.max });
  }

  /** A server field path ('Resultados_el.2.J6') as the person reads it. */
  function describeServerPath(path: string): string {
    const [field, index, column] = path.split('.');
    const row = Number(index);
    if (field === 'Resultados_el' && Number.isInteger(row))
      return [elementLabel(row), column === 'FP' ? t('routineResults.table.call') : column]
        .filter(Boolean)
        .join(', ');
    if (field === 'Resultado_Coreografia' && Number.isInteger(row))
      return [context.artistic[row]?.name ?? path, column].filter(Boolean).join(', ');
    if (field === 'Penalties' && Number.isInteger(row)) return body.Penalties[row]?.Name ?? path;
    if (field === 'Erros' && index === 'Simples') return countLabel('simple');
    if (field === 'Erros' && index === 'Obvio') return countLabel('obvious');
    if (field === 'Erros' && index === 'Maior') return countLabel('major');
    if (field === 'Penalty') return countLabel('extraPenalty');
    if (field === 'coach_card_id') return t('routineResults.coachCard');
    return path;
  }

  function translateMessage(message: string): string {
    return i18n.exists(message) ? t(message) : message;
  }

  // Stable, so rows that are not being typed in do not re-render.
  const setJudge = useCallback(
    (kind: JudgeRowKind, row: number, judge: number, value: CellValue) => {
      setValues((current) => {
        const rows = kind === 'element' ? current.elements : current.artistic;
        const next = replaceAt(rows, row, replaceAt(rows[row] ?? [], judge, value));
        return kind === 'element' ? { ...current, elements: next } : { ...current, artistic: next };
      });
    },
    [],
  );

  // The judges' phones (issue 21): their marks fill the empty cells; a value typed here wins.
  const filledByJudges = useRef({
    elements: new Map<string, number>(),
    artistic: new Map<string, number>(),
  });
  const applyJudgeMarks = useCallback((marks: readonly Mark[]) => {
    const elements = marks.filter((m) => !m.row.startsWith('A'));
    const artistic = marks.filter((m) => m.row.startsWith('A'));
    setValues((current) => {
      const nextElements = fillJudgeMarks(
        current.elements,
        elements,
        (m) => Number(m.row),
        filledByJudges.current.elements,
      );
      const nextArtistic = fillJudgeMarks(
        current.artistic,
        artistic,
        (m) => Number(m.row.slice(1)),
        filledByJudges.current.artistic,
      );
      return nextElements === current.elements && nextArtistic === current.artistic
        ? current
        : { ...current, elements: nextElements, artistic: nextArtistic };
    });
  }, []);

  const setCall = useCallback((row: number, call: RoutineCall) => {
    setValues((current) => ({ ...current, calls: replaceAt(current.calls, row, call) }));
  }, []);

  function setCount(field: CountField, value: CellValue) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function setTicked(name: PenaltyName, ticked: boolean) {
    setValues((current) => ({ ...current, ticked: { ...current.ticked, [name]: ticked } }));
  }

  const canSave = !readOnly && problems.length === 0 && !save.isPending;

  /** Saves the sheet; `correctionReason` once the server asked for one (an official event). */
  function submit(correctionReason?: string) {
    if (!canSave) return;
    save.reset();
    const sent = values;
    const withReason = correctionReason ? { ...body, correctionReason } : body;
    const input = record
      ? { id: record.id, version: record.version, body: withReason }
      : { id: null, body: withReason };
    save.mutate(input, {
      onSuccess: (result) => {
        setRecord({ id: result._id, version: result.version, total: result.Valor_total ?? null });
        setBaseline(sent);
        notifications.show({ color: 'green', message: t('routineResults.saved') });
      },
    });
  }

  useHotkeys([['mod+S', () => submit()]], []);

  const language = i18n.language;

  return (
    <Stack gap="md">
      {!isScorable && (
        <Alert
          color="orange"
          variant="light"
          role="alert"
          title={t('routineResults.notScorableTitle')}
        >
          {t('routineResults.notScorable', { state: card.State })}
        </Alert>
      )}
      {isScorable && !canWrite && (
        <Alert color="blue" variant="light" title={t('routineResults.readOnlyTitle')}>
          {t('routineResults.readOnly')}
        </Alert>
      )}
      {initial.elementsChanged && (
        <Alert
          color="orange"
          variant="light"
          role="alert"
          title={t('routineResults.elementsChangedTitle')}
        >
          {t('routineResults.elementsChanged')}
        </Alert>
      )}

      {!readOnly && (
        <JudgePanelBar
          competitionId={competition._id}
          panel="coachCard"
          entry={routineEntryKey(card._id)}
          scored={saved?.Valor_total != null}
          rows={card.Elementos.filter(isJudgedElement).length + values.artistic.length}
          judges={competition.JuizesCoachCard}
          onMarks={applyJudgeMarks}
        />
      )}

      <div data-score-grid="">
        <Stack gap="md">
          <ScoreTable
            context={context}
            values={values}
            live={live}
            readOnly={readOnly}
            onChange={setJudge}
            onCallChange={setCall}
            elementLabel={elementLabel}
          />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <DeductionsPanel
                context={context}
                values={values}
                readOnly={readOnly}
                onCountChange={setCount}
                onTickChange={setTicked}
                countLabel={countLabel}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <TotalsPanel totals={totals} isComplete={missing === 0} />
            </Grid.Col>
          </Grid>
        </Stack>
      </div>

      {problems.length > 0 && (
        <Alert color="red" variant="light" role="alert" title={t('routineResults.problems.title')}>
          <Text size="sm">{t('routineResults.problems.text', { count: problems.length })}</Text>
          <List size="sm" mt="xs">
            {problems.map((problem) => (
              <List.Item key={describePlace(problem)}>
                {describePlace(problem)}: {describeProblem(problem)}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}

      <CorrectionReasonModal
        error={save.error}
        saving={save.isPending}
        onSave={(reason) => submit(reason)}
        onCancel={() => save.reset()}
      />
      <SaveOutcomeAlerts
        error={save.error}
        texts="routineResults"
        onReload={onReload}
        isReloading={isReloading}
        sheet={{
          describeField: (path, message) =>
            `${describeServerPath(path)}: ${translateMessage(message)}`,
        }}
      />

      <Paper
        withBorder
        p="sm"
        radius="md"
        shadow="sm"
        style={{ position: 'sticky', bottom: 8, zIndex: 5 }}
        {...stickyBottomEdge}
      >
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Text size="sm">
              {t('routineResults.totals.total')}:{' '}
              <strong>{formatSheetScore(totals.total, language)}</strong>
              {missing > 0 && (
                <Text span size="sm" c="gray.7">
                  {' '}
                  · {t('routineResults.missingMarks', { count: missing })}
                </Text>
              )}
            </Text>
            <Text size="xs" c="gray.7">
              {record
                ? t('routineResults.status.saved', {
                    version: record.version,
                    total: formatSheetScore(record.total, language),
                  })
                : t('routineResults.status.new')}
              {isDirty ? ` · ${t('routineResults.status.dirty')}` : ''}
            </Text>
            {problems.length > 0 && (
              <Text size="xs" c="red.8" fw={600}>
                {t('routineResults.problems.short', { count: problems.length })}
              </Text>
            )}
          </Stack>
          <Group gap="sm" wrap="wrap">
            <Checkbox
              label={t('routineResults.extra')}
              checked={values.extra}
              disabled={readOnly}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setValues((current) => ({ ...current, extra: checked }));
              }}
            />
            {!readOnly && (
              <Button onClick={() => submit()} disabled={!canSave} loading={save.isPending}>
                {t('routineResults.save')}
              </Button>
            )}
            {!readOnly && (
              <Text size="xs" c="gray.7">
                {t('routineResults.saveShortcut')}
              </Text>
            )}
          </Group>
        </Group>
      </Paper>
      <UnsavedChangesModal guard={leaveGuard} message={t('routineResults.unsaved')} />
    </Stack>
  );
}
