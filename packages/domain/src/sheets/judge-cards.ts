/**
 * Judge card model (spec /pontCoachCard): one card per judge, printed four
 * to a page plus one centred card on a second page.
 */
import type { Category, ElementName, EventType } from '../enums.ts';
import { CATEGORY_LABELS, NO_GROUP } from '../enums.ts';

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
  readonly club: string;
  readonly elements: readonly JudgeCardElement[];
}

export interface JudgeCardSheet {
  readonly card: JudgeCard;
  /** Page 1: four cards in a 2 x 2 grid; page 2: one centred card. */
  readonly pages: readonly (readonly JudgeCard[])[];
}

/** Card size and page margin, in millimetres. */
export const JUDGE_CARD_LAYOUT = { widthMm: 90, heightMm: 130, marginMm: 10, perPage: 4 } as const;

const NOT_JUDGED: readonly ElementName[] = ['TRA', 'SuCon'];

export function buildJudgeCards(
  coachCard: {
    readonly Categoria: Category;
    readonly Esquema: EventType;
    readonly Clube: string;
    readonly Elementos: readonly {
      readonly Elemento: ElementName;
      readonly Grupo?: string | undefined;
      readonly Dificuldade_declarada: readonly { readonly Codigo_cc: string }[];
    }[];
  },
  competition: { readonly Nome: string },
): JudgeCardSheet {
  const elements = coachCard.Elementos.filter((e) => !NOT_JUDGED.includes(e.Elemento)).map(
    (e, i) => {
      const group = (e.Grupo ?? '').trim();
      return {
        number: i + 1,
        label: e.Elemento === 'TRE' ? (e.Dificuldade_declarada[0]?.Codigo_cc ?? 'TRE') : e.Elemento,
        group: group === '' || group === NO_GROUP ? null : group,
      };
    },
  );
  const card: JudgeCard = {
    competitionName: competition.Nome,
    presentationNumber: '',
    date: '',
    category: coachCard.Categoria,
    categoryLabel: CATEGORY_LABELS[coachCard.Categoria].pt,
    scheme: coachCard.Esquema,
    club: coachCard.Clube,
    elements,
  };
  return { card, pages: [[card, card, card, card], [card]] };
}
