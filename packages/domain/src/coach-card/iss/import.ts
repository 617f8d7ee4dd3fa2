/**
 * From an ISS coach card (a workbook read into a grid, or pasted lines) to a draft of this app:
 * category and routine mapped to the competition's events, every element valued with the
 * competition's ruleset, each compared with the DD the card declares (issue 39).
 *
 * The draft's elements are valued exactly as a saved card is (valueCoachCard): an element's
 * `dd` is the Total the server would store. Transitions are left out (they carry no value and
 * no number on the card); a surface connection, a choreographic hybrid, hybrids, TREs and
 * acrobatics become elements, numbered as the card numbers them.
 */
import type { Category, EventType, RoutineType } from '../../core/enums.ts';
import { CATEGORY_LABELS, isDuetRoutine, isSoloRoutine } from '../../core/enums.ts';
import { roundDecimal, sumDecimals, toDecimal } from '../../core/decimal.ts';
import { createInitialElements, listElementTypes } from '../../core/forms.ts';
import type { Ruleset } from '../../ruleset/document.ts';
import { listHybridCodes } from '../../ruleset/hybrid.ts';
import { findTre, getTreRoutine } from '../../ruleset/tre.ts';
import type { Element } from '../schema.ts';
import {
  formatTableValue,
  lookupBonus,
  lookupHybridDeclaration,
  lookupTre,
} from '../declared-values.ts';
import { valueCoachCard } from '../scoring.ts';
import type { AcroValue } from './acro.ts';
import { isTeamAcroCode, valuePairAcro, valueTeamAcro } from './acro.ts';
import { resolveIssEvent } from './event-mapping.ts';
import type { PartKind } from './read-card.ts';
import { EMPTY_HEADER, IssReadError, partKindOf, readIssGrid, readIssText } from './read-card.ts';
import type { IssCard, IssImport, IssLine, IssRow, WorkbookGrid } from './types.ts';

export interface IssImportContext {
  readonly competition: {
    readonly Ordem: readonly { readonly Tipo: EventType; readonly Categoria: Category }[];
  };
  readonly ruleset: Ruleset;
  /** What the form has chosen already: used only where the card says nothing. */
  readonly hint?: { readonly Categoria?: Category; readonly Esquema?: RoutineType };
}

export type IssSource = { readonly grid: WorkbookGrid } | { readonly text: string };

const f = formatTableValue;

function clock(seconds: number | null): string {
  if (seconds === null || seconds < 0 || seconds >= 100 * 60) return '';
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const ELEMENT_OF: Readonly<Record<Exclude<PartKind, 'transition'>, Element['Elemento']>> = {
  hybrid: 'HIB',
  choHy: 'ChoHy',
  suConn: 'SuCon',
  tre: 'TRE',
  acro: 'ACR',
};

/** An ISS TRE code ('T-TRE2a', 'TRE2a', 'TRE 3') as this app's code for the card's routine. */
export function toTreCode(code: string, routine: RoutineType): string {
  const trimmed = code.trim();
  const m = /^(?:[A-Za-z]{1,3}-)?TRE[\s_-]?(\d)([A-Za-z])?$/iu.exec(trimmed);
  if (!m) return trimmed;
  const prefix = { solo: 'S', duet: 'DT', mixedDuet: 'MDT', team: 'T' }[getTreRoutine(routine)];
  return `TRE_${prefix}_${m[1] ?? ''}${(m[2] ?? '').toUpperCase()}`;
}

const hybridCodesByCase = new WeakMap<Ruleset, Map<string, string | null>>();

/**
 * A hybrid code as the table writes it: 'f6a' or 'F6A' is 'F6a' when exactly one code of the
 * table reads so ignoring case; any other code stays as written.
 */
function canonicalHybridCode(code: string, ruleset: Ruleset): string {
  let byCase = hybridCodesByCase.get(ruleset);
  if (!byCase) {
    byCase = new Map();
    for (const option of listHybridCodes(ruleset)) {
      const key = option.code.toLowerCase();
      byCase.set(key, byCase.has(key) ? null : option.code);
    }
    hybridCodesByCase.set(ruleset, byCase);
  }
  if (lookupHybridDeclaration(code, ruleset).ok) return code;
  return byCase.get(code.toLowerCase()) ?? code;
}

interface Valued {
  readonly element: Omit<
    Element,
    'Ordem' | 'Tempo_inicial' | 'Tempo_final' | 'Total' | 'Nota_base'
  >;
  /** Our sum spelled out, without the base mark and the total. */
  readonly parts: string[];
  readonly problems: string[];
  /** A rule behind a difference, when the reading already knows it. */
  readonly reasons: string[];
  /** False when a code is unknown: no DD of ours to compare. */
  readonly complete: boolean;
}

function valueLine(
  line: IssLine,
  kind: Exclude<PartKind, 'transition'>,
  routine: RoutineType,
  ruleset: Ruleset,
): Valued {
  const where = `Linha ${line.line}`;
  const problems: string[] = [];
  const reasons: string[] = [];
  const parts: string[] = [];
  let complete = true;
  const Elemento = ELEMENT_OF[kind];
  const declarations: { Codigo_cc: string; Valor: number }[] = [];
  let Grupo = 'none';

  if (kind === 'hybrid') {
    for (const written of line.codes) {
      const code = canonicalHybridCode(written, ruleset);
      const found = lookupHybridDeclaration(code, ruleset);
      if (found.ok) {
        declarations.push({ Codigo_cc: code, Valor: found.value });
        parts.push(`${code} ${f(found.value)}`);
      } else {
        complete = false;
        declarations.push({ Codigo_cc: code, Valor: 0 });
        problems.push(`${where}: o código ${code} não existe na tabela dos híbridos.`);
      }
    }
    if (line.codes.length === 0) problems.push(`${where}: o híbrido não declara códigos.`);
  } else if (kind === 'tre') {
    const [first = ''] = line.codes;
    const code = toTreCode(first, routine);
    const found = lookupTre(code, routine, ruleset);
    if (first === '') {
      complete = false;
      problems.push(`${where}: o TRE não diz qual é.`);
    } else if (found.ok) {
      declarations.push({ Codigo_cc: code, Valor: found.value });
      parts.push(`${code} ${f(found.value)}`);
      const row = findTre(code, ruleset);
      if (row?.provisional)
        reasons.push(
          `${code}: valor provisório do regulamento${row.note ? ` (${row.note})` : ''}.`,
        );
    } else {
      complete = false;
      declarations.push({ Codigo_cc: code, Valor: 0 });
      problems.push(
        found.kind === 'otherRoutineCode'
          ? `${where}: ${first} não é um TRE desta prova.`
          : `${where}: o TRE ${first} não existe no regulamento.`,
      );
    }
    if (line.codes.length > 1)
      problems.push(`${where}: um TRE declara um só código (lidos ${line.codes.join(' ')}).`);
  } else if (kind === 'acro') {
    // 'A - Shou - Back - tk - s1' as some cards space it.
    const code = line.codes
      .join(' ')
      .trim()
      .replace(/\s*-\s*/gu, '-');
    let value: AcroValue;
    if (code === '') {
      value = { ok: false, group: null, message: 'a acrobacia não declara o código' };
    } else if (isTeamAcroCode(code) || /^[A-Za-z]-/u.test(code)) {
      // Team acrobatics are '<group>-…'; a pair acrobatic has no group.
      value = valueTeamAcro(code, ruleset);
    } else {
      value = valuePairAcro(code, ruleset);
    }
    Grupo = value.group ?? (line.group && line.group !== '' ? line.group : 'none');
    if (value.ok) {
      declarations.push({ Codigo_cc: code, Valor: value.value });
      const spelled = value.parts.map((p) => `${p.code} ${f(p.value)}`).join(' + ');
      parts.push(value.parts.length > 1 ? `${code} ${f(value.value)} (${spelled})` : spelled);
      if (line.group && value.group !== line.group)
        problems.push(
          `${where}: o código ${code} é do grupo ${value.group}, não do grupo ${line.group} que o cartão indica.`,
        );
    } else {
      complete = false;
      if (code !== '') declarations.push({ Codigo_cc: code, Valor: 0 });
      problems.push(`${where}: ${value.message}.`);
    }
  }

  const bonus: { Codigo_cc: string; Valor: number }[] = [];
  if (kind === 'hybrid' || kind === 'acro') {
    const soloOrDuet = isSoloRoutine(routine) || isDuetRoutine(routine);
    for (const code of line.bonus) {
      const found = lookupBonus(code, ruleset);
      if (!found.ok) {
        complete = false;
        problems.push(`${where}: o bónus ${code} não existe no regulamento.`);
      } else if (soloOrDuet) {
        problems.push(`${where}: o bónus ${code} só conta em equipas; fica de fora.`);
        reasons.push(
          `O bónus ${code} só conta em equipas (o regulamento não o soma num ${routine.toLowerCase()}).`,
        );
      } else {
        bonus.push({ Codigo_cc: code, Valor: found.value });
        parts.push(`${code} ${f(found.value)}`);
      }
    }
  } else if (line.bonus.length > 0) {
    problems.push(`${where}: esta parte não tem bónus (lidos ${line.bonus.join(' ')}).`);
  }
  return {
    element: { Elemento, Grupo, Dificuldade_declarada: declarations, Bonus: bonus },
    parts,
    problems,
    reasons,
    complete,
  };
}

function emptyImport(
  card: IssCard | null,
  problems: IssImport['problems'],
  layout: IssCard['layout'],
): IssImport {
  return {
    Categoria: null,
    Esquema: null,
    Tema_esquema: card?.header.theme ?? '',
    Elementos: [],
    Total_declarado: 0,
    rows: [],
    problems,
    header: card?.header ?? EMPTY_HEADER,
    layout: card?.layout ?? layout,
  };
}

/** Why the card's DD and ours differ, when the rules say it. */
function reasonOf(
  fileDD: number,
  dd: number,
  element: { Elemento: string; Grupo: string; Nota_base: number },
  known: readonly string[],
): string | null {
  if (known.length > 0) return known.join(' ');
  const difference = toDecimal(dd).minus(toDecimal(fileDD));
  if (element.Elemento === 'ACR' && difference.eq(toDecimal(element.Nota_base))) {
    return element.Grupo === 'Pair'
      ? `O regulamento soma a nota base ${f(element.Nota_base)} às acrobacias de pares (especificação, secção 5); o ISS não a soma.`
      : `O regulamento soma a nota base ${f(element.Nota_base)} da acrobacia; o cartão não a soma.`;
  }
  if (element.Elemento === 'HIB' && difference.eq(toDecimal(element.Nota_base)))
    return `O regulamento soma a nota base ${f(element.Nota_base)} do híbrido; o cartão não a soma.`;
  if (difference.abs().lt(toDecimal('0.001')))
    return 'Diferença de arredondamento: o regulamento guarda o valor exato, o cartão arredonda-o.';
  return null;
}

export function importIssCard(source: IssSource, ctx: IssImportContext): IssImport {
  let card: IssCard;
  try {
    card = 'grid' in source ? readIssGrid(source.grid) : readIssText(source.text);
  } catch (error) {
    if (!(error instanceof IssReadError)) throw error;
    return emptyImport(
      null,
      [{ path: 'file', message: error.message }],
      'grid' in source ? 'printed' : 'text',
    );
  }
  const elementsRead = card.lines.filter((l) => partKindOf(l.part) !== 'transition');
  if (elementsRead.length === 0)
    return emptyImport(
      card,
      [
        {
          path: 'file',
          message:
            card.layout === 'text'
              ? 'Nenhuma linha do texto é um elemento do cartão (por exemplo «0:46-1:00 HYBRID FB F6a 1PC»).'
              : 'O cartão não tem elementos.',
        },
      ],
      card.layout,
    );
  const resolved = resolveIssEvent(card.header, ctx.competition.Ordem, ctx.hint);
  if (!resolved.Categoria || !resolved.Esquema || resolved.problems.length > 0)
    return emptyImport(card, resolved.problems, card.layout);
  const Categoria: Category = resolved.Categoria;
  const Esquema: RoutineType = resolved.Esquema;
  const { ruleset } = ctx;
  const allowed: readonly string[] = listElementTypes(Categoria);

  // Ordem: the card's EL number when it gives one (unique, 0..100), else the next free one.
  const used = new Set<number>();
  for (const line of elementsRead)
    if (line.number !== null && line.number >= 0 && line.number <= 100) used.add(line.number);
  const taken = new Set<number>();
  let next = 1;
  const ordemOf = (line: IssLine): number => {
    if (line.number !== null && line.number >= 0 && line.number <= 100 && !taken.has(line.number)) {
      taken.add(line.number);
      return line.number;
    }
    while (used.has(next) || taken.has(next)) next += 1;
    taken.add(next);
    return next;
  };

  const drafts: { line: IssLine; valued: Valued; element: Element; extra: string[] }[] = [];
  /** Rows in the card's order: a part nobody knows, or the index of its draft element. */
  const order: (IssRow | number)[] = [];
  for (const line of card.lines) {
    const kind = partKindOf(line.part);
    if (kind === 'transition') continue;
    if (kind === null) {
      order.push({
        line: line.line,
        number: line.number,
        part: line.part,
        codes: [...line.codes, ...line.bonus],
        fileDD: line.fileDD,
        dd: null,
        element: null,
        detail: null,
        reason: null,
        problems: [
          `Linha ${line.line}: a parte ${line.part} não é conhecida; a linha fica de fora.`,
        ],
      });
      continue;
    }
    const valued = valueLine(line, kind, Esquema, ruleset);
    const extra: string[] = [];
    const Elemento = valued.element.Elemento;
    if (Categoria !== 'MAS' && !allowed.includes(Elemento))
      extra.push(
        `Linha ${line.line}: ${line.part} não existe no escalão ${CATEGORY_LABELS[Categoria].pt}.`,
      );
    if (line.start !== null && line.end !== null && line.end <= line.start)
      extra.push(
        `Linha ${line.line}: o fim (${clock(line.end)}) não é depois do início (${clock(line.start)}).`,
      );
    const element: Element = {
      Tempo_inicial: clock(line.start),
      Tempo_final: clock(line.end),
      Ordem: ordemOf(line),
      Nota_base: 0,
      Total: 0,
      ...valued.element,
    };
    order.push(drafts.length);
    drafts.push({ line, valued, element, extra });
  }

  // Valued as the server values a saved card: base marks, codes, totals (replacing nothing).
  const valuedCard = valueCoachCard(
    { Esquema, Categoria, Elementos: drafts.map((d) => d.element) },
    { ruleset, replaceValues: true },
  );
  const rowOf = (index: number): IssRow => {
    const draft = drafts[index];
    if (!draft) throw new Error(`no draft ${index}`);
    const element = valuedCard.Elementos[index] ?? draft.element;
    const { line, valued } = draft;
    const dd = valued.complete ? element.Total : null;
    const detail = valued.complete
      ? [
          ...(element.Nota_base !== 0 ? [`${f(element.Nota_base)} (nota base)`] : []),
          ...valued.parts,
        ].join(' + ') + ` = ${f(element.Total)}`
      : null;
    const differs =
      dd !== null && line.fileDD !== null && !toDecimal(dd).eq(toDecimal(line.fileDD));
    return {
      line: line.line,
      number: line.number,
      part: line.part,
      codes: [...line.codes, ...line.bonus],
      fileDD: line.fileDD,
      dd,
      element: Categoria === 'MAS' ? null : index,
      detail,
      reason:
        differs && line.fileDD !== null ? reasonOf(line.fileDD, dd, element, valued.reasons) : null,
      problems: [
        ...valued.problems,
        ...draft.extra,
        ...(Categoria === 'MAS'
          ? [
              `Linha ${line.line}: em Masters o cartão desta aplicação tem um só elemento «Execução».`,
            ]
          : []),
      ],
    };
  };
  const rows = order.map((entry) => (typeof entry === 'number' ? rowOf(entry) : entry));

  const Elementos = Categoria === 'MAS' ? createInitialElements('MAS') : valuedCard.Elementos;
  const Total_declarado =
    Categoria === 'MAS'
      ? roundDecimal(sumDecimals(Elementos.map((e) => e.Total))).toNumber()
      : valuedCard.Total_declarado;
  return {
    Categoria,
    Esquema,
    Tema_esquema: (card.header.theme ?? '').slice(0, 200),
    Elementos,
    Total_declarado,
    rows,
    problems: [],
    header: card.header,
    layout: card.layout,
  };
}
