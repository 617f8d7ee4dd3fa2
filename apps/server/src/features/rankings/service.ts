import type { Competition } from '@artistic/domain/competition/schema';
import { federationToday } from '@artistic/domain/core/dates';
import { figureEntryKey, routineEntryKey } from '@artistic/domain/result-list/model';
import type {
  Season,
  SeasonAthlete,
  SeasonRanking,
  SeasonResultEvent,
} from '@artistic/domain/result-list/season-ranking';
import {
  buildSeasonRanking,
  isWithin,
  listSeasons,
  seasonOf,
} from '@artistic/domain/result-list/season-ranking';
import type { Db } from '../../db/client.ts';
import type { DerivedCache } from '../../http/derived-cache.ts';
import type { Representation } from '../../http/etag.ts';
import { toRepresentation } from '../../http/etag.ts';
import {
  listCompetitions,
  readCompetitionFingerprint,
  readCompetitionsFingerprint,
} from '../competitions/service.ts';
import type { KeptBlock } from '../result-lists/service.ts';
import { ResultListBuilder } from '../result-lists/service.ts';

/** The dates a ranking covers, both included (yyyy-mm-dd). */
export interface RankingRange {
  readonly from: string;
  readonly to: string;
}

/**
 * The range of GET /api/rankings: each date the query omits is that of the season containing
 * today on the federation's clock (1 September – 31 August).
 */
export function rankingRange(query: { from?: string; to?: string }, now: Date): RankingRange {
  const season = seasonOf(federationToday(now));
  return { from: query.from ?? season.from, to: query.to ?? season.to };
}

/** rankingsResponseSchema's shape, read-only as the domain builds it. */
export type RankingsAnswer = SeasonRanking & {
  readonly range: RankingRange;
  readonly seasons: readonly Season[];
};

/** What a block's row says, as the result list built it. */
interface BuiltRow {
  readonly entry: string;
  readonly position: number | null;
  readonly extra: boolean;
  readonly club: string;
  readonly names: readonly string[];
  readonly total: number | null;
}

/**
 * The season rankings (issue 23, ADR 056): the visible competitions dated within a range, each
 * read off its ranked result list (the blocks a ResultListBuilder of its own keeps, rebuilt only
 * where sheets changed) with its points per place, ranked by the domain
 * (result-list/season-ranking.ts). Hidden competitions never count, whoever asks.
 */
export class RankingsReader {
  private readonly builder: ResultListBuilder;
  private readonly eventOf = new WeakMap<KeptBlock, SeasonResultEvent>();

  constructor(opts: { builder?: ResultListBuilder } = {}) {
    this.builder = opts.builder ?? new ResultListBuilder({ maxCompetitions: 40 });
  }

  /** The answer of GET /api/rankings (rankingsResponseSchema). */
  async rankings(db: Db, range: RankingRange): Promise<RankingsAnswer> {
    const visible = await listCompetitions(db, null);
    const inRange = visible.filter((c) => isWithin(c.Data, range));
    const inputs = [];
    for (const competition of inRange) {
      const blocks = await this.builder.blocks(db, competition);
      inputs.push({
        _id: competition._id,
        Nome: competition.Nome,
        Data: competition.Data,
        pointsTable: competition.PontosClubes,
        events: [...blocks.values()].map((kept) => this.seasonEventOf(kept)),
      });
    }
    return {
      range: { from: range.from, to: range.to },
      seasons: listSeasons(visible.map((c) => c.Data)),
      ...buildSeasonRanking(inputs),
    };
  }

  /** A built block's rows with their athletes' licences (from the sheets it was built from). */
  private seasonEventOf(kept: KeptBlock): SeasonResultEvent {
    const known = this.eventOf.get(kept);
    if (known) return known;
    const { input } = kept;
    const athletesOf = new Map<string, readonly SeasonAthlete[]>();
    if (input.kind === 'figures')
      for (const e of input.entries)
        athletesOf.set(figureEntryKey(e.Atleta.Licenca), [
          { licence: e.Atleta.Licenca, name: e.Atleta.Nome },
        ]);
    else
      for (const e of input.entries)
        athletesOf.set(
          routineEntryKey(e),
          e.Atletas.map((a) => ({ licence: a.Licenca, name: a.Nome })),
        );
    const block = JSON.parse(kept.json) as { rows: readonly BuiltRow[] };
    const event: SeasonResultEvent = {
      Categoria: input.Categoria,
      Prova: input.Prova,
      rows: block.rows.map((row) => ({
        position: row.position,
        extra: row.extra,
        club: row.club,
        athletes: athletesOf.get(row.entry) ?? [],
        total: row.total,
      })),
    };
    this.eventOf.set(kept, event);
    return event;
  }
}

/**
 * The rankings of a range as a cached answer with its ETag (ADR 019). A season's answer is kept
 * under its range and rebuilt when a competition changes (the list's fingerprint) or a result of
 * one of its competitions does (theirs); any other range is built for its request only, so that
 * asking for every range cannot push the answers people read out of the cache.
 */
export function cachedRankings(deps: { db: Db; cache: DerivedCache }) {
  const { db, cache } = deps;
  const reader = new RankingsReader();
  const keyOf = (range: RankingRange) => `rankings:${range.from}:${range.to}`;
  const isSeason = (range: RankingRange) => {
    const season = seasonOf(range.from);
    return season.from === range.from && season.to === range.to;
  };
  const fingerprint = async (range: RankingRange) => {
    const [all, visible] = await Promise.all([
      readCompetitionsFingerprint(db),
      listCompetitions(db, null),
    ]);
    const parts = [all];
    for (const competition of visible.filter((c: Competition) => isWithin(c.Data, range)))
      parts.push(
        `${competition._id}:${(await readCompetitionFingerprint(db, competition._id)) ?? ''}`,
      );
    return parts.join('|');
  };
  const answer = async (range: RankingRange): Promise<Representation> => {
    if (!isSeason(range)) return toRepresentation(await reader.rankings(db, range));
    const cached = await cache.get(
      keyOf(range),
      () => fingerprint(range),
      async () => ({ value: await reader.rankings(db, range), meta: null }),
    );
    if (!cached) throw new Error('the rankings fingerprint is always defined');
    return cached.rep;
  };
  return Object.assign(answer, {
    /** The same answer when memory holds it fresh (the public reads before the app, ADR 046). */
    peek: (range: RankingRange) => cache.peek(keyOf(range))?.rep,
  });
}
