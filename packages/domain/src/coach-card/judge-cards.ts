/**
 * Judge card model (spec /pontCoachCard): one card per judge of the competition's routine panel
 * (JuizesCoachCard, 5 to 7), each numbered 'Juiz nº N', printed four to an A4 page in a 2 x 2
 * grid (5 judges: 4 + 1; 7 judges: 4 + 3).
 */
import type { Category, ElementName, EventType, RoutineType } from '../core/enums.ts';
import { CATEGORY_LABELS, eventTypeLabel, NO_GROUP } from '../core/enums.ts';
import type { Ruleset } from '../ruleset/document.ts';
import { getArtisticRows } from '../ruleset/factors.ts';

export interface JudgeCardElement {
  readonly number: number;
  /** Element type, or a TRE's first declared code. */
  readonly label: string;
  /** Group, or null when the element has none. */
  readonly group: string | null;
}

export interface JudgeCard {
  readonly competitionName: string;
  /** Presentation number and date are written by hand: empty. */
  readonly presentationNumber: string;
  readonly date: string;
  readonly category: Category;
  readonly categoryLabel: string;
  readonly scheme: EventType;
  /** What a person reads for the routine: 'Solo Técnico'. */
  readonly schemeLabel: string;
  readonly club: string;
  readonly elements: readonly JudgeCardElement[];
  /**
   * The artistic impression rows the judge also marks, named and ordered as the scoring table
   * and the phones score them ('Coreografia & Musicalidade', 'Desempenho', 'Transições'; Masters:
   * 'Impressão Artística'), from the competition's ruleset.
   */
  readonly artistic: readonly string[];
}

/** The card of one judge of the panel. */
export interface NumberedJudgeCard extends JudgeCard {
  /** 1 to the panel size: printed as 'Juiz nº N'. */
  readonly judgeNumber: number;
}

export interface JudgeCardSheet {
  /** What every judge's card shows (the page previews it). */
  readonly card: JudgeCard;
  /** One card per judge of the routine panel, in judge order. */
  readonly cards: readonly NumberedJudgeCard[];
  /** The cards in pages of at most four (the 2 x 2 grid), in judge order. */
  readonly pages: readonly (readonly NumberedJudgeCard[])[];
}

/** Card size and page margin, in millimetres. */
export const JUDGE_CARD_LAYOUT = { widthMm: 90, heightMm: 130, marginMm: 10, perPage: 4 } as const;

const NOT_JUDGED: readonly ElementName[] = ['TRA', 'SuCon'];

/** Whether the judges mark an element (transitions and surface connections they do not). */
export function isJudgedElement(element: { readonly Elemento: ElementName }): boolean {
  return !NOT_JUDGED.includes(element.Elemento);
}

export function buildJudgeCards(
  coachCard: {
    readonly Categoria: Category;
    readonly Esquema: RoutineType;
    readonly Clube: string;
    readonly Elementos: readonly {
      readonly Elemento: ElementName;
      readonly Grupo?: string | undefined;
      readonly Dificuldade_declarada: readonly { readonly Codigo_cc: string }[];
    }[];
  },
  competition: { readonly Nome: string; readonly JuizesCoachCard: number },
  ruleset: Ruleset,
): JudgeCardSheet {
  const elements = coachCard.Elementos.filter(isJudgedElement).map((e, i) => {
    const group = (e.Grupo ?? '').trim();
    return {
      number: i + 1,
      label: e.Elemento === 'TRE' ? (e.Dificuldade_declarada[0]?.Codigo_cc ?? 'TRE') : e.Elemento,
      group: group === '' || group === NO_GROUP ? null : group,
    };
  });
  const card: JudgeCard = {
    competitionName: competition.Nome,
    presentationNumber: '',
    date: '',
    category: coachCard.Categoria,
    categoryLabel: CATEGORY_LABELS[coachCard.Categoria].pt,
    scheme: coachCard.Esquema,
    schemeLabel: eventTypeLabel(coachCard.Esquema),
    club: coachCard.Clube,
    elements,
    artistic: getArtisticRows(coachCard.Esquema, coachCard.Categoria, ruleset).map(
      (row) => row.name,
    ),
  };
  const cards = Array.from({ length: competition.JuizesCoachCard }, (_, i) => ({
    ...card,
    judgeNumber: i + 1,
  }));
  const pages: NumberedJudgeCard[][] = [];
  for (let i = 0; i < cards.length; i += JUDGE_CARD_LAYOUT.perPage) {
    pages.push(cards.slice(i, i + JUDGE_CARD_LAYOUT.perPage));
  }
  return { card, cards, pages };
}
