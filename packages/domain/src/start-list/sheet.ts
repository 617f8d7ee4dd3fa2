/**
 * Start list model (spec /startList): the club table and one table per block,
 * as display rows. The page and its A4 PDF render it without any logic.
 */
import type { Category, EventType } from '../core/enums.ts';
import { CATEGORY_LABELS, eventTypeLabel, isFigureEvent } from '../core/enums.ts';
import { parseDmyDate } from '../core/dates.ts';
import type { StartListBlock } from '../competition/schema.ts';
import type { StartListResponse } from './schema.ts';

export interface StartListSheetRow {
  /** Unique within its block. */
  readonly key: string;
  /** 1-based index of the slot in its block (what the move command takes). */
  readonly slot: number;
  /** The slot's start position (Numero). */
  readonly startNumber: number;
  /** Only the first athlete row of a slot shows the start number. */
  readonly isFirstOfSlot: boolean;
  /** How many rows the slot takes (rowSpan of the start number cell), on its first row. */
  readonly slotRows: number;
  readonly isLastSlot: boolean;
  /** The athlete's competition-wide number; '' when the slot has no athlete. */
  readonly athleteNumber: string;
  readonly name: string;
  readonly club: string;
  readonly licence: string;
  readonly year: string;
}

export interface StartListSheetBlock {
  readonly order: number;
  readonly category: Category;
  readonly event: EventType;
  /** '<Ordem>. <Categoria label> — <Prova label>' ('3. Júnior — Solo Técnico'). */
  readonly heading: string;
  /** Figures and technical-elements blocks leave out the athlete number column. */
  readonly showAthleteNumber: boolean;
  readonly slotCount: number;
  readonly rows: readonly StartListSheetRow[];
}

export interface StartListSheet {
  readonly competitionName: string;
  /** yyyy-mm-dd. */
  readonly date: string;
  readonly clubs: readonly { readonly club: string; readonly athletes: number }[];
  readonly totalAthletes: number;
  readonly blocks: readonly StartListSheetBlock[];
  /** No block has a slot: the start list was not generated yet. */
  readonly isEmpty: boolean;
}

/** The heading a person reads for a block: '<Ordem>. <Categoria label> — <Prova label>'. */
export function startListBlockHeading(
  block: Pick<StartListBlock, 'Ordem' | 'Categoria' | 'Prova'>,
  language: 'pt' | 'en' = 'pt',
): string {
  return `${block.Ordem}. ${CATEGORY_LABELS[block.Categoria][language]} — ${eventTypeLabel(block.Prova, language)}`;
}

/** One block of the start list as display rows (the page shows one event at a time). */
export function buildStartListBlock(
  block: StartListBlock,
  language: 'pt' | 'en' = 'pt',
): StartListSheetBlock {
  const slotCount = block.Atletas_start.length;
  const rows = block.Atletas_start.flatMap((slot, index): StartListSheetRow[] => {
    const common = {
      slot: index + 1,
      startNumber: slot.Numero,
      isLastSlot: index === slotCount - 1,
    };
    if (slot.Atletas.length === 0) {
      return [
        {
          ...common,
          key: `${index}`,
          isFirstOfSlot: true,
          slotRows: 1,
          athleteNumber: '',
          name: '',
          club: '',
          licence: '',
          year: '',
        },
      ];
    }
    return slot.Atletas.map((athlete, athleteIndex) => ({
      ...common,
      key: `${index}-${athleteIndex}`,
      isFirstOfSlot: athleteIndex === 0,
      slotRows: athleteIndex === 0 ? slot.Atletas.length : 0,
      athleteNumber: String(athlete.Numero),
      name: athlete.Name,
      club: athlete.Team,
      licence: String(athlete.License),
      year: String(athlete.Year),
    }));
  });
  return {
    order: block.Ordem,
    category: block.Categoria,
    event: block.Prova,
    heading: startListBlockHeading(block, language),
    showAthleteNumber: !isFigureEvent(block.Prova),
    slotCount,
    rows,
  };
}

/**
 * The start list as the PDF and the spreadsheets print it: the events somebody entered. An event
 * nobody entered (only a draft coach card) has no one to call: it is left out (issue 38).
 */
export function buildStartListSheet(
  response: StartListResponse,
  language: 'pt' | 'en' = 'pt',
): StartListSheet {
  const blocks = response.StartList.filter((block) => block.Atletas_start.length > 0).map((block) =>
    buildStartListBlock(block, language),
  );
  return {
    competitionName: response.competition.Nome,
    date: parseDmyDate(response.competition.Data) ?? response.competition.Data,
    clubs: response.clubs,
    totalAthletes: response.totalAthletes,
    blocks,
    isEmpty: blocks.every((block) => block.slotCount === 0),
  };
}
