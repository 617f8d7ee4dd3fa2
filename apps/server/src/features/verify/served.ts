/**
 * What the API serves of a competition, read the two ways verify can (issue 37): through the
 * app's own read path (the services and row caches every route answers from, on the database
 * handle given: inside verify's snapshot), or through the app's routes themselves, derived cache
 * included (http/derived-cache.ts), as a client gets them.
 */
import type { Competition } from '@artistic/domain/competition/schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type { MedalsSummary } from '@artistic/domain/result-list/medals';
import type { ResultListBlock } from '@artistic/domain/result-list/model';
import type {
  ResultListEventResponse,
  ResultListEventsResponse,
  ResultListResponse,
} from '@artistic/domain/result-list/schema';
import type { SeasonRanking } from '@artistic/domain/result-list/season-ranking';
import type { RoutineResult } from '@artistic/domain/routine/result-schema';
import type { Db } from '../../db/client.ts';
import { listFigureResultsOf } from '../figure-results/service.ts';
import { MedalsReader } from '../medals/service.ts';
import { RankingsReader } from '../rankings/service.ts';
import { ResultListBuilder } from '../result-lists/service.ts';
import { listRoutineResultsOf } from '../routine-results/service.ts';

/** A competition's result list as served: the whole list, its index and each event's answer. */
export interface ServedResultList {
  readonly list: readonly ResultListBlock[];
  readonly index: readonly { Ordem: number; rows: number; scored: number }[];
  readonly events: readonly ResultListBlock[];
}

export interface ServedSheets {
  readonly figures: readonly FigureResult[];
  readonly routines: readonly RoutineResult[];
}

/** The served answers verify compares. */
export interface ServedAnswers {
  resultList(competition: Competition): Promise<ServedResultList>;
  medals(competition: Competition): Promise<MedalsSummary>;
  sheets(competition: Competition): Promise<ServedSheets>;
  /** The season rankings of a range (the visible competitions dated within it). */
  rankings(range: { from: string; to: string }): Promise<Pick<SeasonRanking, 'events' | 'clubs'>>;
}

/**
 * The answers as the app's read path builds them on `db` (the services of the routes, with
 * builders of their own, as each route keeps its own).
 */
export function readPathAnswers(db: Db): ServedAnswers {
  const builder = new ResultListBuilder();
  const medals = new MedalsReader();
  const rankings = new RankingsReader();
  return {
    async resultList(competition) {
      const list = JSON.parse(await builder.json(db, competition)) as ResultListResponse;
      const index = await builder.events(db, competition);
      const events: ResultListBlock[] = [];
      for (const e of index.events) {
        const json = await builder.eventJson(db, competition, e.Ordem);
        if (json !== undefined) events.push((JSON.parse(json) as ResultListEventResponse).block);
      }
      return { list: list.blocks, index: index.events, events };
    },
    medals: (competition) => medals.medals(db, competition),
    async sheets(competition) {
      const [figures, routines] = await Promise.all([
        listFigureResultsOf(db, competition),
        listRoutineResultsOf(db, competition),
      ]);
      return { figures, routines };
    },
    rankings: (range) => rankings.rankings(db, range),
  };
}

/** A GET of the app as a client makes it (the caller's credentials are the fetcher's). */
export type ServedFetch = (path: string) => Promise<Response>;

/** The answers as the routes serve them. */
export function httpAnswers(fetch: ServedFetch): ServedAnswers {
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(path);
    if (res.status !== 200)
      throw new Error(`GET ${path} respondeu ${res.status}: ${(await res.text()).slice(0, 300)}`);
    return (await res.json()) as T;
  };
  const of = (competition: Competition) =>
    `/api/competitions/${encodeURIComponent(competition._id)}`;
  return {
    async resultList(competition) {
      const [list, index] = await Promise.all([
        get<ResultListResponse>(`${of(competition)}/resultList`),
        get<ResultListEventsResponse>(`${of(competition)}/resultList/events`),
      ]);
      const events = await Promise.all(
        index.events.map(
          async (e) =>
            (await get<ResultListEventResponse>(`${of(competition)}/resultList/events/${e.Ordem}`))
              .block,
        ),
      );
      return { list: list.blocks, index: index.events, events };
    },
    medals: (competition) => get<MedalsSummary>(`${of(competition)}/medals`),
    async sheets(competition) {
      const id = encodeURIComponent(competition._id);
      const [figures, routines] = await Promise.all([
        get<FigureResult[]>(`/api/resultadoFigura/comp/${id}`),
        get<RoutineResult[]>(`/api/resultadoCoachCard/comp/${id}`),
      ]);
      return { figures, routines };
    },
    rankings: (range) =>
      get<SeasonRanking>(
        `/api/rankings?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`,
      ),
  };
}
