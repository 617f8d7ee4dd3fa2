import type { Category } from '@artistic/domain/core/enums';
import { isFigurePenaltyShown } from '@artistic/domain/core/forms';
import { toPanelSize } from '@artistic/domain/score-sheet/checks';
import type { Competition } from '@artistic/domain/competition/schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type { Mark } from '@artistic/domain/judge-panel/schema';
import { fillJudgeMarks } from '../../judge-panel/fill-marks';
import { notifications } from '@mantine/notifications';
import type { KeyboardEvent, RefObject } from 'react';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { CellValue } from '../../../components/score-cell';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { useFetchFigureResults, useSaveFigureResult } from '../api';
import type { FigureSheet, PenaltyValue } from './figure-sheet-values';
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

/** Where the session moves the keyboard: the form renders these elements. */
export interface FigureSheetRefs {
  categoryRef: RefObject<HTMLInputElement | null>;
  orderRef: RefObject<HTMLInputElement | null>;
  gridRef: RefObject<HTMLDivElement | null>;
  nextRef: RefObject<HTMLButtonElement | null>;
}

type FocusTarget = 'category' | 'order' | 'grid' | 'next' | 'invalid';

export interface SaveOutcome {
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
 * The state of the admin's figure results sheet: which category and athlete are open, the marks
 * typed, loading a sheet (never a saved one as blank), saving it with its version (409 → reload),
 * the next athlete after each save, where the keyboard goes, and Ctrl+S.
 */
export function useFigureSheetSession(
  competition: Competition,
  results: readonly FigureResult[],
  refs: FigureSheetRefs,
) {
  const { t } = useTranslation();
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
  // The open sheet had a total when it was opened (a correction: the pointer stays, issue 38).
  const [openedScored, setOpenedScored] = useState(false);
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

  const { categoryRef, orderRef, gridRef, nextRef } = refs;

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
  }, [focusRequest, categoryRef, orderRef, gridRef, nextRef]);

  /** Runs `action` at once, or after the admin agrees to lose the unsaved marks. */
  function requestDiscard(action: () => void) {
    if (isDirty) setPendingDiscard({ run: action });
    else action();
  }

  function showSheet(next: FigureSheet, scored: boolean) {
    setSheet(next);
    setOpenedScored(scored);
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
        saved?.Pontos != null,
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

  function changeOrderText(value: string | number) {
    setOrderText(value);
    setOrderError(null);
  }

  function updateSheet(update: (current: FigureSheet) => FigureSheet) {
    setSheet((current) => (current ? update(current) : current));
    setOutcome(null);
  }

  function changeExtra(checked: boolean) {
    updateSheet((current) => ({ ...current, Extra: checked }));
  }

  function changeMark(row: number, judge: number, value: CellValue) {
    updateSheet((current) => ({
      ...current,
      rows: current.rows.map((r, i) =>
        i === row ? { ...r, marks: r.marks.map((m, j) => (j === judge ? value : m)) } : r,
      ),
    }));
  }

  // The marks the judges' phones filled in, by cell: a newer mark of the judge may replace its
  // older one, never a value the table typed (the table wins, issue 21). One map per sheet.
  const filledByJudges = useRef({ sheet: '', cells: new Map<string, number>() });

  /** Fills the sheet's empty cells (or cells a judge filled before) with the judges' marks. */
  function applyJudgeMarks(marks: readonly Mark[]) {
    setSheet((current) => {
      if (!current) return current;
      const sheetKey = `${current.Categoria}:${current.Esquema}:${current.Atleta.Licenca}`;
      if (filledByJudges.current.sheet !== sheetKey)
        filledByJudges.current = { sheet: sheetKey, cells: new Map() };
      const marksByRow = current.rows.map((row) => row.marks);
      const filled = fillJudgeMarks(
        marksByRow,
        marks,
        (mark) => Number(mark.row),
        filledByJudges.current.cells,
      );
      if (filled === marksByRow) return current;
      return {
        ...current,
        rows: current.rows.map((row, i) => ({ ...row, marks: [...(filled[i] ?? row.marks)] })),
      };
    });
  }

  function changePenalty(row: number, value: PenaltyValue) {
    updateSheet((current) => ({
      ...current,
      rows: current.rows.map((r, i) => (i === row ? { ...r, penalty: value } : r)),
    }));
  }

  /** Saves the sheet; `correctionReason` once the server asked for one (an official event). */
  function saveSheet(correctionReason?: string) {
    if (!sheet || save.isPending) return;
    if (problems.length > 0) {
      requestFocus('invalid');
      return;
    }
    const sent = sheet;
    const sentSnapshot = toSnapshot(sent);
    const body = {
      ...toResultBody(sent, competition._id, panel, step),
      ...(correctionReason ? { correctionReason } : {}),
    };
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
        if (saved) showSheet(createSheetFromResult(saved, panel), saved.Pontos != null);
        else if (slot) showSheet(createBlankSheet(competition, block, slot, panel), false);
        requestFocus('grid');
      })
      .catch((error: unknown) => setOpenError(error))
      .finally(() => setIsOpening(false));
  }

  /** Runs the action the admin agreed to lose the unsaved marks for. */
  function confirmDiscard() {
    const action = pendingDiscard?.run;
    setPendingDiscard(null);
    action?.();
  }

  function cancelDiscard() {
    setPendingDiscard(null);
  }

  return {
    panel,
    step,
    blocks,
    applyJudgeMarks,
    save,
    category,
    block,
    slots,
    savedCount,
    orderText,
    orderError,
    typedNumber,
    sheet,
    openedScored,
    loadCount,
    score,
    problems,
    missing,
    showPenalty,
    isDirty,
    isLocked,
    isOpening,
    openError,
    outcome,
    isDiscardPending: pendingDiscard !== null,
    leaveGuard,
    changeCategory,
    unlockCategory,
    changeOrderText,
    onOrderKeyDown,
    openTypedNumber,
    openNext,
    changeExtra,
    changeMark,
    changePenalty,
    saveSheet,
    reloadFromServer,
    confirmDiscard,
    cancelDiscard,
  };
}

export type FigureSheetSession = ReturnType<typeof useFigureSheetSession>;
