import type { Category } from '@artistic/domain/enums';
import { isFigurePenaltyShown } from '@artistic/domain/forms';
import { toPanelSize } from '@artistic/domain/result-rules';
import type { Competition } from '@artistic/domain/schemas/competition';
import type { FigureResult } from '@artistic/domain/schemas/figure-result';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Kbd,
  List,
  Modal,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { KeyboardEvent } from 'react';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import type { CellValue } from '../../../components/score-cell';
import { UnsavedChangesModal } from '../../../components/unsaved-changes-modal';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { isConflictError, useFetchFigureResults, useSaveFigureResult } from '../api';
import { FigureSheetTables } from './figure-sheet-tables';
import type { FigureSheet, PenaltyValue } from './figure-sheet-values';
import { useScoreFormat } from '../../../lib/score-format';
import {
  countMissingMarks,
  createBlankSheet,
  createSheetFromResult,
  findNextNumber,
  findSavedResult,
  findSheetProblems,
  findSlot,
  listFigureBlocks,
  listSlots,
  scoreSheet,
  toResultBody,
  toSnapshot,
} from './figure-sheet-values';

interface FigureResultsFormProps {
  competition: Competition;
  results: readonly FigureResult[];
}

type FocusTarget = 'category' | 'order' | 'grid' | 'next' | 'invalid';

interface SaveOutcome {
  number: number;
  name: string;
  overall: number | null;
  next: number | null;
}

/** Whole positive number typed in the Ordem field, or null. */
function toOrderNumber(value: string | number): number | null {
  const n = typeof value === 'number' ? value : Number(value.trim());
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * The admin's figure results sheet: category, order number, athlete, one table per figure with
 * live totals, save with the version (409 → reload), and the next athlete after each save.
 */
export function FigureResultsForm({ competition, results }: FigureResultsFormProps) {
  const { t, i18n } = useTranslation();
  const formatScore = useScoreFormat();
  const panel = toPanelSize(competition.JuizesFiguras);
  const step = competition.PassoFiguras;
  const blocks = useMemo(() => listFigureBlocks(competition), [competition]);
  const save = useSaveFigureResult(competition._id);
  const fetchResults = useFetchFigureResults(competition._id);

  const [category, setCategory] = useState<Category | null>(() =>
    blocks.length === 1 ? (blocks[0]?.Categoria ?? null) : null,
  );
  const [orderText, setOrderText] = useState<string | number>('');
  const [orderError, setOrderError] = useState<string | null>(null);
  const [sheet, setSheet] = useState<FigureSheet | null>(null);
  const [savedSnapshot, setSavedSnapshot] = useState('');
  const [loadCount, setLoadCount] = useState(0);
  const [isOpening, setIsOpening] = useState(false);
  const [openError, setOpenError] = useState<unknown>(null);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const [pendingDiscard, setPendingDiscard] = useState<{ run: () => void } | null>(null);
  // The keyboard starts where the admin types first: the category, or Ordem when there is one.
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget; n: number } | null>(
    () => ({ target: blocks.length === 1 ? 'order' : 'category', n: 0 }),
  );

  const categoryRef = useRef<HTMLInputElement>(null);
  const orderRef = useRef<HTMLInputElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  const block = blocks.find((b) => b.Categoria === category) ?? null;
  const slots = block ? listSlots(block) : [];
  const showPenalty = category === null || isFigurePenaltyShown(category);
  const score = sheet ? scoreSheet(sheet, panel, step) : null;
  const problems = sheet ? findSheetProblems(sheet, panel, step) : [];
  const missing = sheet ? countMissingMarks(sheet) : 0;
  const isDirty = sheet !== null && toSnapshot(sheet) !== savedSnapshot;
  const isLocked = sheet !== null;
  const savedCount = block
    ? results.filter((r) => r.Categoria === block.Categoria && r.Esquema === block.Prova).length
    : 0;
  const typedNumber = toOrderNumber(orderText);

  const leaveGuard = useUnsavedChangesGuard(isDirty);

  function requestFocus(target: FocusTarget) {
    setFocusRequest((current) => ({ target, n: (current?.n ?? 0) + 1 }));
  }

  useEffect(() => {
    if (!focusRequest) return;
    const { target } = focusRequest;
    const selector = target === 'invalid' ? 'input[aria-invalid="true"]' : 'input[data-score-cell]';
    const element: HTMLElement | null =
      target === 'category'
        ? categoryRef.current
        : target === 'order'
          ? orderRef.current
          : target === 'next'
            ? (nextRef.current ?? orderRef.current)
            : (gridRef.current?.querySelector<HTMLInputElement>(selector) ?? null);
    element?.focus();
    if (element instanceof HTMLInputElement) element.select();
  }, [focusRequest]);

  /** Runs `action` at once, or after the admin agrees to lose the unsaved marks. */
  function requestDiscard(action: () => void) {
    if (isDirty) setPendingDiscard({ run: action });
    else action();
  }

  function showSheet(next: FigureSheet) {
    setSheet(next);
    setSavedSnapshot(toSnapshot(next));
    setLoadCount((count) => count + 1);
    setOrderText(next.Number);
    setOrderError(null);
    setOutcome(null);
    save.reset();
  }

  async function openNumber(number: number) {
    if (!block || isOpening) return;
    const slot = findSlot(block, number);
    if (!slot) {
      const first = slots[0]?.Numero;
      const last = slots.at(-1)?.Numero;
      setOrderError(
        first === undefined
          ? t('figureResults.noSlots')
          : t('figureResults.unknownNumber', { number, first, last }),
      );
      requestFocus('order');
      return;
    }
    setIsOpening(true);
    setOpenError(null);
    try {
      // Another admin may have saved this athlete meanwhile: never show a saved sheet as blank.
      const list = await fetchResults(5_000);
      const saved = findSavedResult(list, block, number);
      showSheet(
        saved
          ? createSheetFromResult(saved, panel)
          : createBlankSheet(competition, block, slot, panel),
      );
      requestFocus('grid');
    } catch (error) {
      setOpenError(error);
    } finally {
      setIsOpening(false);
    }
  }

  function openTypedNumber() {
    if (!block) return;
    if (typedNumber === null) {
      setOrderError(t('figureResults.orderRequired'));
      return;
    }
    if (sheet && sheet.Number === typedNumber && !isDirty && !outcome) {
      requestFocus('grid');
      return;
    }
    requestDiscard(() => void openNumber(typedNumber));
  }

  function changeCategory(next: string | null) {
    const chosen = blocks.find((b) => b.Categoria === next);
    if (!chosen || isLocked) return;
    setCategory(chosen.Categoria);
    setOrderError(null);
    setOpenError(null);
    requestFocus('order');
  }

  function unlockCategory() {
    requestDiscard(() => {
      setSheet(null);
      setSavedSnapshot('');
      setOrderText('');
      setOrderError(null);
      setOutcome(null);
      save.reset();
      requestFocus('category');
    });
  }

  function updateSheet(update: (current: FigureSheet) => FigureSheet) {
    setSheet((current) => (current ? update(current) : current));
    setOutcome(null);
  }

  function changeMark(row: number, judge: number, value: CellValue) {
    updateSheet((current) => ({
      ...current,
      rows: current.rows.map((r, i) =>
        i === row ? { ...r, marks: r.marks.map((m, j) => (j === judge ? value : m)) } : r,
      ),
    }));
  }

  function changePenalty(row: number, value: PenaltyValue) {
    updateSheet((current) => ({
      ...current,
      rows: current.rows.map((r, i) => (i === row ? { ...r, penalty: value } : r)),
    }));
  }

  function saveSheet() {
    if (!sheet || save.isPending) return;
    if (problems.length > 0) {
      requestFocus('invalid');
      return;
    }
    const sent = sheet;
    const sentSnapshot = toSnapshot(sent);
    const body = toResultBody(sent, competition._id, panel, step);
    const input =
      sent.id !== null && sent.version !== null
        ? { id: sent.id, version: sent.version, body }
        : { id: null, body };
    save.mutate(input, {
      onSuccess: (saved) => {
        const stored = createSheetFromResult(saved, panel);
        // Marks typed while the request ran stay on screen (and unsaved).
        setSheet((current) =>
          current && toSnapshot(current) !== sentSnapshot
            ? { ...current, id: saved._id, version: saved.version }
            : stored,
        );
        setSavedSnapshot(toSnapshot(stored));
        const next = block ? findNextNumber(block, saved.Number) : null;
        setOutcome({
          number: saved.Number,
          name: saved.Atleta.Nome,
          overall: saved.Pontos ?? null,
          next,
        });
        if (next !== null) setOrderText(next);
        notifications.show({ color: 'green', message: t('figureResults.saved') });
        requestFocus('next');
      },
    });
  }

  const onSaveShortcut = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 's') return;
    event.preventDefault();
    saveSheet();
  });

  useEffect(() => {
    const listener = (event: globalThis.KeyboardEvent) => onSaveShortcut(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  function onOrderKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    openTypedNumber();
  }

  function openNext() {
    if (outcome?.next == null) return;
    const next = outcome.next;
    requestDiscard(() => void openNumber(next));
  }

  function reloadFromServer() {
    if (!block || !sheet) return;
    const number = sheet.Number;
    setIsOpening(true);
    fetchResults(0)
      .then((list) => {
        const saved = findSavedResult(list, block, number);
        const slot = findSlot(block, number);
        if (saved) showSheet(createSheetFromResult(saved, panel));
        else if (slot) showSheet(createBlankSheet(competition, block, slot, panel));
        requestFocus('grid');
      })
      .catch((error: unknown) => setOpenError(error))
      .finally(() => setIsOpening(false));
  }

  /** 'Resultados_fig.0.J5' → 'Barracuda — J5'. */
  function describePath(path: string): string {
    const match = /^Resultados_fig\.(\d+)(?:\.(\w+))?/.exec(path);
    if (match) {
      const row = sheet?.rows[Number(match[1])];
      const name = row?.Name ?? t('figureResults.figureNumber', { number: Number(match[1]) + 1 });
      const field = match[2];
      if (!field || field === 'Name') return name;
      return `${name} — ${field === 'Penalties' ? t('figureResults.penalties') : field}`;
    }
    const known: Record<string, string> = {
      Number: t('figureResults.order'),
      Esquema: t('figureResults.event'),
      Categoria: t('figureResults.category'),
      Atleta: t('figureResults.athlete'),
      comp_id: t('figureResults.competition'),
    };
    return known[path.split('.')[0] ?? ''] ?? path;
  }

  function translate(message: string): string {
    return i18n.exists(message) ? t(message) : message;
  }

  const categoryOptions = blocks.map((b) => ({
    value: b.Categoria,
    label: t(`figureResults.categories.${b.Categoria}`),
  }));

  const saveError = save.error;
  const fieldErrors = isApiError(saveError) ? (saveError.problem.errors ?? []) : [];

  let orderHint: string | undefined;
  if (block && slots.length > 0) {
    orderHint = t('figureResults.orderHint', {
      first: slots[0]?.Numero,
      last: slots.at(-1)?.Numero,
      saved: savedCount,
      total: slots.length,
    });
  }
  if (block && sheet && typedNumber !== null && typedNumber !== sheet.Number) {
    orderHint = t('figureResults.pressEnter', { number: typedNumber });
  }

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
            <Group gap={6} align="flex-end" wrap="nowrap">
              <Select
                ref={categoryRef}
                flex={1}
                label={t('figureResults.category')}
                placeholder={t('figureResults.chooseCategory')}
                data={categoryOptions}
                value={category}
                onChange={changeCategory}
                allowDeselect={false}
                searchable
                selectFirstOptionOnChange
                disabled={isLocked}
                withAsterisk
              />
              {isLocked && (
                <Button variant="default" onClick={unlockCategory}>
                  {t('figureResults.change')}
                </Button>
              )}
            </Group>
            <TextInput label={t('figureResults.event')} value={block?.Prova ?? ''} readOnly />
            <TextInput label={t('figureResults.club')} value={sheet?.Clube ?? ''} readOnly />
            <Checkbox
              mt={{ base: 0, md: 'xl' }}
              label={t('figureResults.extra')}
              checked={sheet?.Extra ?? false}
              disabled={!sheet}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                updateSheet((current) => ({ ...current, Extra: checked }));
              }}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
            <Group gap={6} align="flex-start" wrap="nowrap">
              <NumberInput
                ref={orderRef}
                flex={1}
                label={t('figureResults.order')}
                placeholder={category ? t('figureResults.orderPlaceholder') : undefined}
                description={orderError ? undefined : orderHint}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                error={orderError}
                value={orderText}
                onChange={(value) => {
                  setOrderText(value);
                  setOrderError(null);
                }}
                onKeyDown={onOrderKeyDown}
                disabled={!block}
                allowDecimal={false}
                allowNegative={false}
                hideControls
                min={1}
                withAsterisk
              />
              <Button
                mt={25}
                variant="light"
                disabled={!block || typedNumber === null}
                loading={isOpening}
                onClick={openTypedNumber}
              >
                {t('figureResults.open')}
              </Button>
            </Group>
            <TextInput
              label={t('figureResults.licence')}
              value={sheet ? String(sheet.Atleta.Licenca) : ''}
              readOnly
            />
            <TextInput label={t('figureResults.name')} value={sheet?.Atleta.Nome ?? ''} readOnly />
            <TextInput
              label={t('figureResults.year')}
              value={sheet ? String(sheet.Atleta.Ano) : ''}
              readOnly
            />
          </SimpleGrid>
          {!block && (
            <Text size="sm" c="gray.7">
              {t('figureResults.chooseCategoryFirst')}
            </Text>
          )}
        </Stack>
      </Paper>

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
              <Button ref={nextRef} onClick={openNext}>
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
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>
              {t('figureResults.sheetTitle', {
                number: sheet.Number,
                name: sheet.Atleta.Nome,
              })}
            </Text>
            {sheet.id === null ? (
              <Badge variant="light" color="gray">
                {t('figureResults.newSheet')}
              </Badge>
            ) : (
              <Badge variant="light" color="blue">
                {t('figureResults.savedSheet', { version: sheet.version })}
              </Badge>
            )}
            {isDirty && (
              <Badge variant="light" color="orange">
                {t('figureResults.unsaved')}
              </Badge>
            )}
            {sheet.Extra && (
              <Badge variant="light" color="grape">
                {t('figureResults.extraBadge')}
              </Badge>
            )}
          </Group>
          {sheet.rows.length === 0 ? (
            <Alert color="yellow" variant="light" role="alert">
              {t('figureResults.noFigures')}
            </Alert>
          ) : (
            <FigureSheetTables
              key={loadCount}
              sheet={sheet}
              panel={panel}
              step={step}
              score={score}
              showPenalty={showPenalty}
              gridRef={gridRef}
              onMarkChange={changeMark}
              onPenaltyChange={changePenalty}
            />
          )}

          {problems.length > 0 && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title={t('figureResults.problemsTitle', { count: problems.length })}
            >
              <List size="sm">
                {problems.map((problem) => (
                  <List.Item key={`${problem.row}:${problem.column}`}>
                    {sheet.rows[problem.row]?.Name} —{' '}
                    {problem.column === 'penalty' ? t('figureResults.penalties') : problem.column}:{' '}
                    {t(problem.message, { min: 1, max: 10 })}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}

          {saveError !== null && isConflictError(saveError) && (
            <Alert
              color="orange"
              variant="light"
              role="alert"
              title={t('figureResults.conflictTitle')}
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{getErrorMessage(saveError)}</Text>
                <Text size="sm">{t('figureResults.conflictText')}</Text>
                <Button
                  color="orange"
                  variant="light"
                  loading={isOpening}
                  onClick={reloadFromServer}
                >
                  {t('figureResults.reload')}
                </Button>
              </Stack>
            </Alert>
          )}
          {saveError !== null && !isConflictError(saveError) && (
            <Alert color="red" variant="light" role="alert" title={t('figureResults.saveFailed')}>
              <Text size="sm">{getErrorMessage(saveError)}</Text>
              {fieldErrors.length > 0 && (
                <List size="sm" mt="xs">
                  {fieldErrors.map((error) => (
                    <List.Item key={`${error.path}:${error.message}`}>
                      {describePath(error.path)}: {translate(error.message)}
                    </List.Item>
                  ))}
                </List>
              )}
              <Text size="sm" mt="xs">
                {t('figureResults.marksKept')}
              </Text>
            </Alert>
          )}

          <Group gap="sm" wrap="wrap">
            <Button
              onClick={saveSheet}
              loading={save.isPending}
              disabled={problems.length > 0 || sheet.rows.length === 0}
            >
              {t('figureResults.save')}
            </Button>
            <Text size="sm" c="gray.7">
              {t('figureResults.shortcuts')} <Kbd>Enter</Kbd> · <Kbd>↑</Kbd> <Kbd>↓</Kbd> ·{' '}
              <Kbd>Ctrl</Kbd>+<Kbd>S</Kbd>
            </Text>
          </Group>
          {missing > 0 && problems.length === 0 && (
            <Text size="sm" c="gray.7">
              {t('figureResults.incomplete', { count: missing })}
            </Text>
          )}
        </Stack>
      )}

      <Modal
        opened={pendingDiscard !== null}
        onClose={() => setPendingDiscard(null)}
        title={t('figureResults.discardTitle')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('figureResults.discardText')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" data-autofocus onClick={() => setPendingDiscard(null)}>
              {t('figureResults.keepEditing')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                const action = pendingDiscard?.run;
                setPendingDiscard(null);
                action?.();
              }}
            >
              {t('figureResults.discard')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <UnsavedChangesModal guard={leaveGuard} message={t('figureResults.unsavedWarning')} />
    </Stack>
  );
}
