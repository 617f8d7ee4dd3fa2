/**
 * What the Medalheiro page, its PDF and its spreadsheet show, as text: the answer of
 * GET /api/competitions/{id}/medals (built by the domain, result-list/medals.ts) formatted for a
 * language. The renderers draw this without logic, so the screen and the paper say the same.
 */
import { parseDmyDate } from '@artistic/domain/core/dates';
import type { Medal } from '@artistic/domain/result-list/medals';
import type { MedalsResponse } from '@artistic/domain/result-list/medals-schema';
import type { ResultListLanguage } from './result-list-view';
import { formatEventHeading, formatResultScore } from './result-list-view';

export interface MedallistView {
  readonly key: string;
  readonly medal: Medal;
  readonly place: string;
  /** The athletes, joined with ', '. */
  readonly names: string;
  readonly club: string;
  readonly total: string;
  /** The total as a number (the spreadsheet's cell). */
  readonly score: number;
}

export interface EventMedalsView {
  readonly key: string;
  /** '<Categoria label> — <Prova>'. */
  readonly heading: string;
  readonly medallists: readonly MedallistView[];
}

export interface MedalsView {
  readonly competitionName: string;
  /** yyyy-mm-dd when the date can be read. */
  readonly date: string;
  readonly medalTable: MedalsResponse['medalTable'];
  readonly clubPoints: MedalsResponse['clubPoints'];
  /** The points per place, 1st first: '9, 7, 6, 5, 4, 3, 2, 1'. */
  readonly pointsTable: string;
  readonly events: readonly EventMedalsView[];
  /** No event has a medallist yet. */
  readonly isEmpty: boolean;
}

/** The Medalheiro as text, ready for the page, the PDF and the spreadsheet. */
export function buildMedalsView(data: MedalsResponse, language: ResultListLanguage): MedalsView {
  return {
    competitionName: data.competition.Nome,
    date: parseDmyDate(data.competition.Data) ?? data.competition.Data,
    medalTable: data.medalTable,
    clubPoints: data.clubPoints,
    pointsTable: data.pointsTable.join(', '),
    events: data.events.map((event) => ({
      key: String(event.Ordem),
      heading: formatEventHeading(event, language),
      medallists: event.medallists.map((m, index) => ({
        key: `${index}-${m.club}-${m.names.join('-')}`,
        medal: m.medal,
        place: String(m.position),
        names: m.names.join(', '),
        club: m.club,
        total: formatResultScore(m.total, language),
        score: m.total,
      })),
    })),
    isEmpty: data.medalTable.length === 0,
  };
}
