/**
 * The value of every code declared on a coach card, taken from the ruleset's tables (issue 15):
 * TRE codes only from the list of the card's routine type, hybrid codes from the hybrid table
 * (with their x0.5 / x0.3 variants; one declaration may carry several codes separated by spaces,
 * as real cards do: `T9a CB C3`), bonus codes from the pair-change table (1PC..11PC).
 * Acrobatics are typed freely (spec section 5) but bounded by what the acrobatic table can reach
 * for the element's group. The server stores these values, never a client's; a client that sends
 * another value, an unknown code or a code of another routine type is refused, naming the element
 * (by its Ordem), the code and the table's value.
 */
import type { AcroGroup, ElementName, RoutineType } from '../core/enums.ts';
import { ACRO_GROUPS } from '../core/enums.ts';
import { roundDecimal, sumDecimals, toDecimal } from '../core/decimal.ts';
import { listBonusCodes, listHybridCodes } from '../ruleset/hybrid.ts';
import type { Ruleset } from '../ruleset/document.ts';
import { findTre, getTreRoutine, listTreCodes } from '../ruleset/tre.ts';

export type DeclaredValueProblemKind =
  'unknownCode' | 'otherRoutineCode' | 'valueMismatch' | 'acroAboveTable';

/** A refused declaration: where it is, what is wrong, and the table's value when there is one. */
export interface DeclaredValueProblem {
  readonly path: string;
  readonly kind: DeclaredValueProblemKind;
  /** The element's Ordem on the card (what the club reads), else its position from 1. */
  readonly ordem: number;
  readonly code: string;
  /** The table's value (valueMismatch), or the acrobatic maximum (acroAboveTable). */
  readonly tableValue?: number;
  readonly sent?: number;
  /** Portuguese sentence naming the element, the code and the table's value. */
  readonly message: string;
}

/** A value the ruleset set differently from what the card carried (reported by imports). */
export interface DeclaredValueChange {
  readonly path: string;
  readonly ordem: number;
  readonly code: string;
  readonly from: number;
  readonly to: number;
}

export interface DeclaredCodeInput {
  readonly Codigo_cc: string;
  readonly Valor: number;
}

export interface ValuedElementInput {
  readonly Elemento: ElementName | string;
  readonly Ordem?: number;
  readonly Grupo?: string | undefined;
  readonly Dificuldade_declarada?: readonly DeclaredCodeInput[];
  readonly Bonus?: readonly DeclaredCodeInput[];
}

const TRE_ROUTINE_NAMES: Readonly<Record<ReturnType<typeof getTreRoutine>, string>> = {
  solo: 'solo',
  duet: 'dueto',
  mixedDuet: 'dueto misto',
  team: 'equipa',
};

/** A decimal as a Portuguese reader writes it: 0,45; 2,6; 1. */
export function formatTableValue(value: number): string {
  return toDecimal(value).toString().replace('.', ',');
}

interface Tables {
  readonly hybrid: ReadonlyMap<string, number>;
  readonly bonus: ReadonlyMap<string, number>;
}

const tablesCache = new WeakMap<Ruleset, Tables>();

function tablesOf(ruleset: Ruleset): Tables {
  let tables = tablesCache.get(ruleset);
  if (!tables) {
    tables = {
      hybrid: new Map(listHybridCodes(ruleset).map((o) => [o.code, o.value])),
      bonus: new Map(listBonusCodes(ruleset).map((o) => [o.code, o.value])),
    };
    tablesCache.set(ruleset, tables);
  }
  return tables;
}

/** Codes written in one declaration: `T9a CB C3` is three codes. */
export function splitCodes(codigo: string): string[] {
  return codigo.trim().split(/\s+/u).filter(Boolean);
}

export type CodeLookup =
  | { readonly ok: true; readonly value: number }
  | {
      readonly ok: false;
      readonly kind: 'unknownCode' | 'otherRoutineCode';
      readonly code: string;
    };

/** The hybrid value of a declaration (sum of its codes), or the first code no table knows. */
export function lookupHybridDeclaration(codigo: string, ruleset: Ruleset): CodeLookup {
  const codes = splitCodes(codigo);
  if (codes.length === 0) return { ok: false, kind: 'unknownCode', code: codigo };
  const { hybrid } = tablesOf(ruleset);
  const values: number[] = [];
  for (const code of codes) {
    const value = hybrid.get(code);
    if (value === undefined) return { ok: false, kind: 'unknownCode', code };
    values.push(value);
  }
  return { ok: true, value: roundDecimal(sumDecimals(values)).toNumber() };
}

/** A TRE's DD, only from the list of the card's routine type (solo, duet, mixed duet, team). */
export function lookupTre(code: string, routine: RoutineType, ruleset: Ruleset): CodeLookup {
  const trimmed = code.trim();
  const option = listTreCodes(routine, ruleset).find((o) => o.code === trimmed);
  if (option) return { ok: true, value: option.value };
  return {
    ok: false,
    kind: findTre(trimmed, ruleset) ? 'otherRoutineCode' : 'unknownCode',
    code: trimmed,
  };
}

/** A pattern-change bonus (1PC..11PC). */
export function lookupBonus(code: string, ruleset: Ruleset): CodeLookup {
  const trimmed = code.trim();
  const value = tablesOf(ruleset).bonus.get(trimmed);
  return value === undefined
    ? { ok: false, kind: 'unknownCode', code: trimmed }
    : { ok: true, value };
}

/** How many times a component may count in one acrobatic (check_cards: 2 bonuses, a second position at half). */
const ACRO_COMPONENT_WEIGHT: Readonly<Record<string, number>> = { bonus: 2, position: 1.5 };

/**
 * The most an acrobatic of a group can declare above its base mark, by the acrobatic table: the
 * largest value of each of its components added up (two bonuses, a second position at half).
 * A group the table does not know is bounded by the largest of the groups.
 */
export function getAcroMaximum(group: string | undefined, ruleset: Ruleset): number {
  const groups: readonly AcroGroup[] = (ACRO_GROUPS as readonly string[]).includes(group ?? '')
    ? [group as AcroGroup]
    : ACRO_GROUPS;
  const maxima = groups.map((g) => {
    const best = new Map<string, number>();
    for (const row of ruleset.acro.rows) {
      if (row.group !== g || row.flagged) continue;
      best.set(row.component, Math.max(best.get(row.component) ?? 0, row.dd));
    }
    return roundDecimal(
      sumDecimals(
        [...best].map(([component, dd]) =>
          toDecimal(dd).times(ACRO_COMPONENT_WEIGHT[component] ?? 1),
        ),
      ),
    ).toNumber();
  });
  return Math.max(0, ...maxima);
}

function describe(problem: Omit<DeclaredValueProblem, 'message'>, routine: RoutineType): string {
  const where = `Elemento ${problem.ordem}`;
  switch (problem.kind) {
    case 'unknownCode':
      return `${where}: o código ${problem.code} não existe nas tabelas do regulamento.`;
    case 'otherRoutineCode':
      return `${where}: ${problem.code} não é um TRE de ${TRE_ROUTINE_NAMES[getTreRoutine(routine)]}.`;
    case 'valueMismatch':
      return `${where}: ${problem.code} vale ${formatTableValue(problem.tableValue ?? 0)} na tabela, não ${formatTableValue(problem.sent ?? 0)}.`;
    case 'acroAboveTable':
      return `${where}: a acrobacia declara ${formatTableValue(problem.sent ?? 0)}, acima do máximo da tabela para o grupo (${formatTableValue(problem.tableValue ?? 0)}).`;
  }
}

export interface ValuedCard<E> {
  /** The elements with every table value set (acrobatic values as declared). */
  readonly elements: E[];
  /** Refusals: unknown codes, codes of another routine type, values other than the table's. */
  readonly problems: DeclaredValueProblem[];
  /** Values the table set differently from the card's (what a recompute changed). */
  readonly changes: DeclaredValueChange[];
}

/**
 * Sets the value of every declared code from the ruleset. A problem is reported for each code no
 * table of the element's type knows, a TRE of another routine type, an acrobatic above the table's
 * maximum, and a sent value other than the table's. With `replaceValues` (cards already stored, or
 * imported) a different value is not a problem: it is replaced and reported in `changes`.
 */
export function applyDeclaredValues<E extends ValuedElementInput>(
  card: { readonly Esquema: RoutineType; readonly Elementos: readonly E[] },
  options: { ruleset: Ruleset; replaceValues?: boolean },
): ValuedCard<E> {
  const { ruleset } = options;
  const problems: DeclaredValueProblem[] = [];
  const changes: DeclaredValueChange[] = [];
  const routine = card.Esquema;

  const report = (p: Omit<DeclaredValueProblem, 'message'>) =>
    problems.push({ ...p, message: describe(p, routine) });

  const elements = card.Elementos.map((el, i) => {
    const ordem = el.Ordem ?? i + 1;
    const base = `Elementos.${i}`;

    const valueCodes = (
      codes: readonly DeclaredCodeInput[],
      field: 'Dificuldade_declarada' | 'Bonus',
      lookup: (codigo: string) => CodeLookup,
    ) =>
      codes.map((code, j) => {
        const path = `${base}.${field}.${j}`;
        const found = lookup(code.Codigo_cc);
        if (!found.ok) {
          report({ path: `${path}.Codigo_cc`, kind: found.kind, ordem, code: found.code });
          return code;
        }
        if (toDecimal(found.value).eq(toDecimal(code.Valor))) return code;
        if (options.replaceValues) {
          changes.push({
            path: `${path}.Valor`,
            ordem,
            code: code.Codigo_cc,
            from: code.Valor,
            to: found.value,
          });
        } else {
          report({
            path: `${path}.Valor`,
            kind: 'valueMismatch',
            ordem,
            code: code.Codigo_cc,
            tableValue: found.value,
            sent: code.Valor,
          });
        }
        return { ...code, Valor: found.value };
      });

    const difficulty = el.Dificuldade_declarada ?? [];
    let Dificuldade_declarada: readonly DeclaredCodeInput[] = difficulty;
    if (el.Elemento === 'TRE') {
      Dificuldade_declarada = valueCodes(difficulty, 'Dificuldade_declarada', (c) =>
        lookupTre(c, routine, ruleset),
      );
    } else if (el.Elemento === 'HIB') {
      Dificuldade_declarada = valueCodes(difficulty, 'Dificuldade_declarada', (c) =>
        lookupHybridDeclaration(c, ruleset),
      );
    } else if (el.Elemento === 'ACR' && difficulty.length > 0) {
      const declared = roundDecimal(sumDecimals(difficulty.map((c) => c.Valor))).toNumber();
      const maximum = getAcroMaximum(el.Grupo, ruleset);
      if (declared > maximum) {
        report({
          // On the first code's value: where the form shows it, beside the element.
          path: `${base}.Dificuldade_declarada.0.Valor`,
          kind: 'acroAboveTable',
          ordem,
          code: difficulty.map((c) => c.Codigo_cc).join(' '),
          tableValue: maximum,
          sent: declared,
        });
      }
    }
    const Bonus = valueCodes(el.Bonus ?? [], 'Bonus', (c) => lookupBonus(c, ruleset));
    return { ...el, Dificuldade_declarada, Bonus } as E;
  });
  return { elements, problems, changes };
}
