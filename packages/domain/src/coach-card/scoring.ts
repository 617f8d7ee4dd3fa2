/**
 * Coach card declaration arithmetic (spec sections 4 and 9):
 * element total = base mark + declared difficulty codes + bonus codes
 * (4 decimals); Total_declarado = sum of element totals.
 */
import type { Category, ElementName, RoutineType } from '../core/enums.ts';
import { MASTERS_ELEMENT } from '../core/enums.ts';
import type { DeclaredValueChange, DeclaredValueProblem } from './declared-values.ts';
import { applyDeclaredValues } from './declared-values.ts';
import type { Ruleset } from '../ruleset/document.ts';
import { roundDecimal, sumDecimals } from '../core/decimal.ts';

const TECHNICAL_DUETS: readonly string[] = ['DUETO TECNICO', 'DUETO MISTO TECNICO'];

/** Fixed total of a choreographic hybrid (ChoHy DD 1.0). */
export const CHOHY_TOTAL = 1;
/** Base mark of the single Masters 'Execução' element. */
export const MASTERS_BASE_MARK = 1;

export interface BaseMarkInput {
  readonly element: ElementName;
  readonly routine?: RoutineType | null;
  readonly group?: string | null;
}

/**
 * Base mark by element type, group and routine: HIB 0.5; TRE, TRA, SuCon 0;
 * ACR 0.5, but 0.1 in technical duets and for group Pair; ChoHy 0 (its total
 * is fixed at 1); Masters 'Execução' 1.
 */
export function getBaseMark(input: BaseMarkInput): number {
  switch (input.element) {
    case 'HIB':
      return 0.5;
    case 'ACR':
      if (input.group === 'Pair') return 0.1;
      if (input.routine != null && TECHNICAL_DUETS.includes(input.routine)) return 0.1;
      return 0.5;
    case MASTERS_ELEMENT:
      return MASTERS_BASE_MARK;
    case 'TRE':
    case 'TRA':
    case 'SuCon':
    case 'ChoHy':
      return 0;
  }
}

export interface DeclaredCode {
  readonly Codigo_cc: string;
  readonly Valor: number;
}

export interface ElementTotalInput {
  readonly element: ElementName;
  readonly baseMark: number;
  readonly difficulty?: readonly DeclaredCode[];
  readonly bonus?: readonly DeclaredCode[];
}

/** Element total = base mark + difficulty + bonus, 4 decimals; ChoHy is always 1. */
export function computeElementTotal(input: ElementTotalInput): number {
  if (input.element === 'ChoHy') return CHOHY_TOTAL;
  const values = [
    input.baseMark,
    ...(input.difficulty ?? []).map((c) => c.Valor),
    ...(input.bonus ?? []).map((c) => c.Valor),
  ];
  return roundDecimal(sumDecimals(values)).toNumber();
}

/** Total_declarado = sum of element totals (0 with no elements). */
export function computeDeclaredTotal(elementTotals: readonly number[]): number {
  return roundDecimal(sumDecimals(elementTotals)).toNumber();
}

/** The fields of a coach card element that the server recomputes. */
export interface DeclaredElement {
  readonly Elemento: ElementName;
  readonly Grupo?: string | undefined;
  readonly Nota_base: number;
  readonly Dificuldade_declarada: readonly DeclaredCode[];
  readonly Bonus: readonly DeclaredCode[];
  readonly Total: number;
}

/**
 * Recompute Nota_base, every element Total and Total_declarado of a coach
 * card from its declared codes (what the server stores, never the client's).
 */
export function recomputeCoachCardTotals<E extends DeclaredElement>(card: {
  readonly Esquema: RoutineType;
  readonly Categoria: Category;
  readonly Elementos: readonly E[];
}): { Elementos: E[]; Total_declarado: number } {
  const elements = card.Elementos.map((el) => {
    const baseMark = getBaseMark({ element: el.Elemento, routine: card.Esquema, group: el.Grupo });
    const total = computeElementTotal({
      element: el.Elemento,
      baseMark,
      difficulty: el.Dificuldade_declarada,
      bonus: el.Bonus,
    });
    return { ...el, Nota_base: baseMark, Total: total };
  });
  return {
    Elementos: elements,
    Total_declarado: computeDeclaredTotal(elements.map((e) => e.Total)),
  };
}

export interface ValuedCoachCard<E> {
  readonly Elementos: E[];
  readonly Total_declarado: number;
  /** Codes the ruleset refuses (unknown, another routine type, a value other than the table's). */
  readonly problems: DeclaredValueProblem[];
  /** Values the ruleset set differently (only with `replaceValues`). */
  readonly changes: DeclaredValueChange[];
}

/**
 * Every number of a coach card from the ruleset (issue 15): each declared code's value from its
 * table, then base marks, element totals and Total_declarado. What the server stores.
 * `replaceValues`: a value other than the table's is replaced and reported as a change (stored
 * and imported cards) instead of refused (a client's write).
 */
export function valueCoachCard<E extends DeclaredElement & { readonly Ordem?: number }>(
  card: {
    readonly Esquema: RoutineType;
    readonly Categoria: Category;
    readonly Elementos: readonly E[];
  },
  options: { ruleset: Ruleset; replaceValues?: boolean },
): ValuedCoachCard<E> {
  const valued = applyDeclaredValues(card, options);
  return {
    ...recomputeCoachCardTotals({ ...card, Elementos: valued.elements }),
    problems: valued.problems,
    changes: valued.changes,
  };
}
