import type {
  Category,
  CoachCardState,
  ElementName,
  RoutineType,
} from '@artistic/domain/core/enums';
import {
  CATEGORIES,
  ELEMENT_NAMES,
  NO_GROUP,
  ROUTINE_TYPES,
  isRoutineType,
} from '@artistic/domain/core/enums';
import type { CoachCardCheck } from '@artistic/domain/coach-card/checks';
import { checkCoachCard } from '@artistic/domain/coach-card/checks';
import type { createInitialElements } from '@artistic/domain/core/forms';
import { dropBlankPeople, getPeopleSlots, hasDifficultyCodes } from '@artistic/domain/core/forms';
import type { Ruleset } from '@artistic/domain/ruleset/document';
import type { CoachCard } from '@artistic/domain/coach-card/schema';
import { coachCardCreateSchema } from '@artistic/domain/coach-card/schema';
import type { DeclaredElement } from '@artistic/domain/coach-card/scoring';
import { recomputeCoachCardTotals, valueCoachCard } from '@artistic/domain/coach-card/scoring';
import type { CoachCardBody } from '../api';

/** Number inputs hold '' while empty (and the raw text when it is not a number). */
export type NumberValue = number | string;

export interface CodeRowValues {
  key: string;
  Codigo_cc: string;
  Valor: NumberValue;
}

export interface PersonRowValues {
  key: string;
  Licenca: NumberValue;
  Nome: string;
  Ano: NumberValue;
}

export interface ElementRowValues {
  key: string;
  Tempo_inicial: string;
  Tempo_final: string;
  /** '' until a type is chosen. */
  Elemento: string;
  Ordem: NumberValue;
  /** 'none' when the element has no group. */
  Grupo: string;
  Dificuldade_declarada: CodeRowValues[];
  Bonus: CodeRowValues[];
}

/** What the coach card form holds while a person types. */
export interface CoachCardFormValues {
  Competicao: string;
  Categoria: string;
  Esquema: string;
  Clube: string;
  Tema_esquema: string;
  Atletas: PersonRowValues[];
  Reservas: PersonRowValues[];
  Elementos: ElementRowValues[];
}

export type PeopleField = 'Atletas' | 'Reservas';
export type CodeField = 'Dificuldade_declarada' | 'Bonus';

let nextRowKey = 0;
/** A stable React key for a table row (rows have no id of their own). */
export function createRowKey(): string {
  nextRowKey += 1;
  return `cc-row-${nextRowKey}`;
}

export function createPersonRow(): PersonRowValues {
  return { key: createRowKey(), Licenca: '', Nome: '', Ano: '' };
}

export function createCodeRow(code = '', value: NumberValue = ''): CodeRowValues {
  return { key: createRowKey(), Codigo_cc: code, Valor: value };
}

/** A new, untyped element row numbered after the others. */
export function createElementRow(order: number): ElementRowValues {
  return {
    key: createRowKey(),
    Tempo_inicial: '',
    Tempo_final: '',
    Elemento: '',
    Ordem: order,
    Grupo: NO_GROUP,
    Dificuldade_declarada: [],
    Bonus: [],
  };
}

/** The rows an element of this type starts with: one empty code row when it declares codes. */
export function createInitialCodeRows(element: string): CodeRowValues[] {
  return isElementName(element) && hasDifficultyCodes(element) ? [createCodeRow()] : [];
}

/** Rows of the people tables when a routine is chosen: solo 1 + 1, duets 2 + 2, teams none. */
export function createPeopleRows(routine: RoutineType): Pick<CoachCardFormValues, PeopleField> {
  const slots = getPeopleSlots(routine);
  return {
    Atletas: Array.from({ length: slots.athletes }, createPersonRow),
    Reservas: Array.from({ length: slots.reserves }, createPersonRow),
  };
}

export function toElementRows(
  elements: ReturnType<typeof createInitialElements> | CoachCard['Elementos'],
): ElementRowValues[] {
  return elements.map((element) => ({
    key: createRowKey(),
    Tempo_inicial: element.Tempo_inicial,
    Tempo_final: element.Tempo_final,
    Elemento: element.Elemento,
    Ordem: element.Ordem,
    Grupo: element.Grupo || NO_GROUP,
    Dificuldade_declarada: element.Dificuldade_declarada.map((c) =>
      createCodeRow(c.Codigo_cc, c.Valor),
    ),
    Bonus: element.Bonus.map((c) => createCodeRow(c.Codigo_cc, c.Valor)),
  }));
}

export function toFormValues(
  card: CoachCard | undefined,
  defaults: { Competicao: string; Clube: string },
): CoachCardFormValues {
  if (!card) {
    return {
      Competicao: defaults.Competicao,
      Categoria: '',
      Esquema: '',
      Clube: defaults.Clube,
      Tema_esquema: '',
      Atletas: [],
      Reservas: [],
      Elementos: [],
    };
  }
  const toPeople = (people: CoachCard['Atletas']) =>
    people.map((p) => ({ key: createRowKey(), Licenca: p.Licenca, Nome: p.Nome, Ano: p.Ano }));
  const values = {
    Competicao: card.Competicao,
    Categoria: card.Categoria,
    Esquema: card.Esquema,
    Clube: card.Clube,
    Tema_esquema: card.Tema_esquema,
    Atletas: toPeople(card.Atletas),
    Reservas: toPeople(card.Reservas),
    Elementos: toElementRows(card.Elementos),
  };
  return card.State === 'Rascunho' ? withRowsToFill(values) : values;
}

/**
 * A draft reopens with the empty rows it was created with (issue 38): blank rows are not stored,
 * so a hybrid saved without its difficulty would come back with no code picker, and a duet saved
 * without reserves with no reserve row for the registry search to fill. Its solo or duet people
 * tables get their empty rows back, and each element that declares codes but has none an empty
 * code row. Blank rows are left out again when it is sent.
 */
function withRowsToFill(values: CoachCardFormValues): CoachCardFormValues {
  const pad = (rows: PersonRowValues[], slots: number) => [
    ...rows,
    ...Array.from({ length: Math.max(0, slots - rows.length) }, createPersonRow),
  ];
  const slots = isRoutineType(values.Esquema) ? getPeopleSlots(values.Esquema) : null;
  return {
    ...values,
    Atletas: slots ? pad(values.Atletas, slots.athletes) : values.Atletas,
    Reservas: slots ? pad(values.Reservas, slots.reserves) : values.Reservas,
    Elementos: values.Elementos.map((row) =>
      row.Dificuldade_declarada.length === 0
        ? { ...row, Dificuldade_declarada: createInitialCodeRows(row.Elemento) }
        : row,
    ),
  };
}

/** Whether a person row is still empty (nothing typed in it). */
export function isBlankPerson(row: PersonRowValues): boolean {
  return `${row.Licenca}${row.Nome}${row.Ano}`.trim() === '';
}

/** The rows to show while only reading: the empty ones at the end (left to fill) are not shown. */
export function withoutTrailingBlanks<T>(rows: readonly T[], isBlank: (row: T) => boolean): T[] {
  let end = rows.length;
  while (end > 0 && isBlank(rows[end - 1] as T)) end -= 1;
  return rows.slice(0, end);
}

export function isElementName(value: string): value is ElementName {
  return (ELEMENT_NAMES as readonly string[]).includes(value);
}

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/** '' (an empty input) becomes null, so the schema reports it instead of defaulting. */
function toNumber(value: NumberValue | null | undefined): number | null {
  if (typeof value === 'number') return value;
  const text = (value ?? '').trim().replace(',', '.');
  return text === '' ? null : Number(text);
}

/** A number for the live totals: anything not typed as a number counts 0. */
function toLiveNumber(value: NumberValue): number {
  const n = toNumber(value);
  return n !== null && Number.isFinite(n) ? n : 0;
}

export interface LiveTotals {
  /** Per element row: base mark and total, or null while it has no type. */
  elements: ({ baseMark: number; total: number } | null)[];
  declared: number;
}

/**
 * Base marks, element totals and Total_declarado as the server will compute
 * them (recomputeCoachCardTotals), from what is typed right now.
 */
export function computeLiveTotals(values: CoachCardFormValues): LiveTotals {
  const typed: (DeclaredElement & { row: number })[] = [];
  values.Elementos.forEach((row, index) => {
    if (!isElementName(row.Elemento)) return;
    const toCodes = (codes: CodeRowValues[]) =>
      codes.map((c) => ({ Codigo_cc: c.Codigo_cc, Valor: toLiveNumber(c.Valor) }));
    typed.push({
      row: index,
      Elemento: row.Elemento,
      Grupo: row.Grupo,
      Nota_base: 0,
      Dificuldade_declarada: toCodes(row.Dificuldade_declarada),
      Bonus: toCodes(row.Bonus),
      Total: 0,
    });
  });
  // The routine only changes an ACR base mark (technical duets); elements other than the fixed
  // Masters one are added once a routine is chosen, so the fallback never decides a mark.
  const routine: RoutineType = isRoutineType(values.Esquema) ? values.Esquema : ROUTINE_TYPES[0];
  const category: Category = isCategory(values.Categoria) ? values.Categoria : 'MAS';
  const result = recomputeCoachCardTotals({
    Esquema: routine,
    Categoria: category,
    Elementos: typed,
  });
  const elements: LiveTotals['elements'] = values.Elementos.map(() => null);
  for (const element of result.Elementos) {
    elements[element.row] = { baseMark: element.Nota_base, total: element.Total };
  }
  return { elements, declared: result.Total_declarado };
}

/** Field errors keyed by form path ('Esquema', 'Elementos.0.Elemento'); messages are i18n keys. */
export type FieldErrorKeys = Record<string, string>;

/** Turns a path of the body sent into the path of the form row it came from. */
export type PathMapper = (path: string) => string;

export type ValidationResult =
  | { success: true; body: CoachCardBody; mapPath: PathMapper }
  | { success: false; errors: FieldErrorKeys };

export function isBlankCode(code: CodeRowValues): boolean {
  return code.Codigo_cc.trim() === '' && String(code.Valor).trim() === '';
}

/**
 * The body for the server, validated with the schema the server uses:
 * blank athlete/reserve rows and blank code rows are left out, and error
 * paths point back at the rows on screen.
 */
export function validateCoachCard(
  values: CoachCardFormValues,
  state: CoachCardState,
  ruleset: Ruleset,
): ValidationResult {
  const toPeople = (rows: PersonRowValues[]) =>
    dropBlankPeople(
      rows.map((row, index) => ({
        index,
        Licenca: toNumber(row.Licenca),
        Nome: row.Nome,
        Ano: toNumber(row.Ano),
      })),
    );
  const athletes = toPeople(values.Atletas);
  const reserves = toPeople(values.Reservas);
  const codeIndexes: Record<string, number[]> = {};
  const elements = values.Elementos.map((row, index) => {
    const toCodes = (field: CodeField) => {
      const kept = row[field]
        .map((code, codeIndex) => ({ code, codeIndex }))
        .filter(({ code }) => !isBlankCode(code));
      codeIndexes[`${index}.${field}`] = kept.map(({ codeIndex }) => codeIndex);
      return kept.map(({ code }) => ({
        Codigo_cc: code.Codigo_cc,
        Valor: toNumber(code.Valor),
      }));
    };
    return {
      Tempo_inicial: row.Tempo_inicial,
      Tempo_final: row.Tempo_final,
      Elemento: row.Elemento,
      Ordem: toNumber(row.Ordem),
      Grupo: row.Grupo || NO_GROUP,
      Nota_base: 0,
      Dificuldade_declarada: toCodes('Dificuldade_declarada'),
      Bonus: toCodes('Bonus'),
      Total: 0,
    };
  });

  const mapPath: PathMapper = (path) => {
    const parts = path.split('.');
    const [field, first, sub, second, ...rest] = parts;
    if ((field === 'Atletas' || field === 'Reservas') && first !== undefined) {
      const people = field === 'Atletas' ? athletes : reserves;
      const original = people[Number(first)]?.index;
      if (original !== undefined) return [field, String(original), ...parts.slice(2)].join('.');
    }
    if (
      field === 'Elementos' &&
      first !== undefined &&
      (sub === 'Dificuldade_declarada' || sub === 'Bonus') &&
      second !== undefined
    ) {
      const original = codeIndexes[`${first}.${sub}`]?.[Number(second)];
      if (original !== undefined) return [field, first, sub, String(original), ...rest].join('.');
    }
    return path;
  };

  const result = coachCardCreateSchema.safeParse({
    Competicao: values.Competicao,
    Categoria: values.Categoria,
    Esquema: values.Esquema,
    Clube: values.Clube,
    Tema_esquema: values.Tema_esquema,
    Atletas: athletes.map(({ index: _index, ...person }) => person),
    Reservas: reserves.map(({ index: _index, ...person }) => person),
    Elementos: elements,
    State: state,
    Total_declarado: 0,
  });
  if (!result.success) {
    const errors: FieldErrorKeys = {};
    for (const issue of result.error.issues) {
      const path = mapPath(issue.path.map(String).join('.'));
      errors[path] ??= issue.message;
    }
    return { success: false, errors };
  }
  const { version: _version, ...card } = result.data;
  // The server's own check: a code no table knows, or a value other than the table's, is refused
  // with the same message (naming the element, the code and the table's value).
  const { problems, changes: _none, ...valued } = valueCoachCard(card, { ruleset });
  if (problems.length > 0) {
    const errors: FieldErrorKeys = {};
    for (const problem of problems) errors[mapPath(problem.path)] ??= problem.message;
    return { success: false, errors };
  }
  return { success: true, body: { ...card, ...valued }, mapPath };
}

const PLACED_PATH =
  /^(Competicao|Categoria|Esquema|Clube|Tema_esquema|Atletas|Reservas|Elementos)$|^(Atletas|Reservas)\.\d+\.(Licenca|Nome|Ano)$|^Elementos\.\d+\.(Tempo_inicial|Tempo_final|Elemento|Ordem|Grupo)$|^Elementos\.\d+\.(Dificuldade_declarada|Bonus)\.\d+\.(Codigo_cc|Valor)$/;

/** Whether the form shows an error with this path beside an input or table. */
export function isPlacedErrorPath(path: string): boolean {
  return PLACED_PATH.test(path);
}

/**
 * The checks of issue 15 on what is typed right now (the server runs the same ones on submit),
 * with paths pointing at the rows on screen. Rows left completely blank are not sent, so they
 * are not checked either.
 */
export function checkFormValues(values: CoachCardFormValues, ruleset: Ruleset): CoachCardCheck[] {
  const toPeople = (rows: PersonRowValues[]) =>
    dropBlankPeople(
      rows.map((row, index) => {
        const licence = toNumber(row.Licenca);
        const year = toNumber(row.Ano);
        return {
          index,
          Licenca: licence !== null && Number.isFinite(licence) ? licence : null,
          Nome: row.Nome,
          Ano: year !== null && Number.isFinite(year) ? year : null,
        };
      }),
    );
  const people = { Atletas: toPeople(values.Atletas), Reservas: toPeople(values.Reservas) };
  const checks = checkCoachCard(
    {
      Categoria: values.Categoria,
      Esquema: values.Esquema,
      Atletas: people.Atletas,
      Reservas: people.Reservas,
      Elementos: values.Elementos.map((row) => {
        const order = toNumber(row.Ordem);
        return {
          Elemento: row.Elemento,
          Ordem: order !== null && Number.isFinite(order) ? order : null,
          Tempo_inicial: row.Tempo_inicial,
          Tempo_final: row.Tempo_final,
          Dificuldade_declarada: row.Dificuldade_declarada.filter((code) => !isBlankCode(code)),
        };
      }),
    },
    ruleset,
  );
  return checks.map((check) => {
    const [field, row, ...rest] = check.path.split('.');
    if ((field === 'Atletas' || field === 'Reservas') && row !== undefined) {
      const original = people[field][Number(row)]?.index;
      if (original !== undefined) return { ...check, path: [field, original, ...rest].join('.') };
    }
    return check;
  });
}

/** Checks grouped by the row they belong to ('Elementos.2.Tempo_final' → 'Elementos.2'). */
export function groupChecksByRow(checks: readonly CoachCardCheck[]): Map<string, CoachCardCheck[]> {
  const groups = new Map<string, CoachCardCheck[]>();
  for (const check of checks) {
    const [field, row] = check.path.split('.');
    const key = row === undefined ? (field ?? '') : `${field ?? ''}.${row}`;
    groups.set(key, [...(groups.get(key) ?? []), check]);
  }
  return groups;
}
