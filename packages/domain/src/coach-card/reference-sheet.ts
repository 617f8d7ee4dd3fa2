/**
 * Coach card reference sheet model (spec /refCoachCard): what the page and
 * its A4 PDF show, as plain strings. Nothing is computed when rendering.
 */
import type { Category, ElementName, EventType } from '../core/enums.ts';
import { CATEGORY_LABELS, eventTypeLabel, NO_GROUP } from '../core/enums.ts';
import { formatScore } from '../core/decimal.ts';

export interface ReferenceSheetElement {
  /** 'initial-final', e.g. '0:15-0:32'; empty when neither time is set. */
  readonly time: string;
  readonly element: string;
  readonly order: number;
  /** Group, or '' when the element has none. */
  readonly group: string;
  /** Declared difficulty codes joined by spaces ('T1 S2'). */
  readonly declared: string;
  /** Bonus codes joined by spaces. */
  readonly bonus: string;
  /** The element total (DD), 4 decimals with the reader's separator ('2,3500'). */
  readonly dd: string;
  /** Filled in by hand: empty. */
  readonly tc: string;
}

export interface ReferenceSheet {
  readonly competitionName: string;
  readonly category: Category;
  readonly categoryLabel: string;
  readonly scheme: EventType;
  /** What a person reads for the routine: 'Solo Técnico'. */
  readonly schemeLabel: string;
  readonly club: string;
  /** The routine theme as saved; the page may replace it for the PDF only. */
  readonly theme: string;
  readonly athletes: readonly string[];
  readonly reserves: readonly string[];
  /** Empty when the coach card has no elements (the table is then left out). */
  readonly elements: readonly ReferenceSheetElement[];
  /** Total declared difficulty, 4 decimals with the reader's separator. */
  readonly totalDeclared: string;
}

export interface ReferenceSheetCoachCard {
  readonly Categoria: Category;
  readonly Esquema: EventType;
  readonly Clube: string;
  readonly Tema_esquema: string;
  readonly Atletas: readonly { readonly Nome: string }[];
  readonly Reservas: readonly { readonly Nome: string }[];
  readonly Elementos: readonly {
    readonly Tempo_inicial?: string | undefined;
    readonly Tempo_final?: string | undefined;
    readonly Elemento: ElementName;
    readonly Ordem: number;
    readonly Grupo?: string | undefined;
    readonly Dificuldade_declarada: readonly { readonly Codigo_cc: string }[];
    readonly Bonus: readonly { readonly Codigo_cc: string }[];
    readonly Total?: number | undefined;
  }[];
  readonly Total_declarado?: number | undefined;
}

function joinCodes(codes: readonly { readonly Codigo_cc: string }[]): string {
  return codes
    .map((code) => code.Codigo_cc.trim())
    .filter((code) => code !== '')
    .join(' ');
}

function formatTime(initial: string | undefined, final: string | undefined): string {
  const start = (initial ?? '').trim();
  const end = (final ?? '').trim();
  return start === '' && end === '' ? '' : `${start}-${end}`;
}

export interface ReferenceSheetOptions {
  /** The reader's decimal separator: ',' in Portuguese, '.' in English. */
  readonly decimalSeparator: '.' | ',';
}

export function buildReferenceSheet(
  card: ReferenceSheetCoachCard,
  competition: { readonly Nome: string },
  options: ReferenceSheetOptions = { decimalSeparator: ',' },
): ReferenceSheet {
  const separator = options.decimalSeparator;
  return {
    competitionName: competition.Nome,
    category: card.Categoria,
    categoryLabel: CATEGORY_LABELS[card.Categoria].pt,
    scheme: card.Esquema,
    schemeLabel: eventTypeLabel(card.Esquema),
    club: card.Clube,
    theme: card.Tema_esquema,
    athletes: card.Atletas.map((athlete) => athlete.Nome),
    reserves: card.Reservas.map((reserve) => reserve.Nome),
    elements: card.Elementos.map((element) => {
      const group = (element.Grupo ?? '').trim();
      return {
        time: formatTime(element.Tempo_inicial, element.Tempo_final),
        element: element.Elemento,
        order: element.Ordem,
        group: group === NO_GROUP ? '' : group,
        declared: joinCodes(element.Dificuldade_declarada),
        bonus: joinCodes(element.Bonus),
        dd: formatScore(element.Total ?? 0, separator),
        tc: '',
      };
    }),
    totalDeclared: formatScore(card.Total_declarado ?? 0, separator),
  };
}
