import type { Competition } from '@artistic/domain/competition/schema';
import type { ResultListBlock } from '@artistic/domain/result-list/model';
import {
  buildScoreboardLast,
  buildScoreboardTop,
  findScoreboardCurrent,
  findScoreboardNow,
} from '@artistic/domain/result-list/scoreboard';
import type {
  ScoreboardLast,
  ScoreboardResponse,
  ScoreboardRow,
} from '@artistic/domain/result-list/scoreboard-schema';
import type { Db } from '../../db/client.ts';
import type { DerivedCache } from '../../http/derived-cache.ts';
import { cachedOfCompetition } from '../competitions/service.ts';
import type { KeptBlock } from '../result-lists/service.ts';
import { ResultListBuilder } from '../result-lists/service.ts';
import { listPanelPointers, readPointersFingerprint } from '../judge-panel/service.ts';
import { lastScoredEvent } from '../start-lists/service.ts';

// The boards' live streams (issue 38).
export type { BoardSignal } from './live.ts';
export { ScoreboardWatch, SCOREBOARD_STREAMS_MAX } from './live.ts';
import { readEventStatuses } from '../result-states/service.ts';

/**
 * The venue scoreboard (issue 22): the entry in the water (the scoring table's pointer, ADR 051,
 * read in the start list), the last sheet saved with every judge's marks and its place, and the
 * top of each event of the result list. One public answer per competition, cached with its ETag
 * (ADR 019) like the result list; its fingerprint also holds the pointers, so a move of the
 * table shows at the board's next poll.
 */
export function cachedScoreboard(deps: { db: Db; cache: DerivedCache }) {
  const { db } = deps;
  // Its own builder: it keeps each competition's blocks, and rebuilds only those a save changed.
  const builder = new ResultListBuilder();
  // Each built block's full rows and top, parsed once: a block a save left alone is the same object.
  const parsed = new WeakMap<KeptBlock, { block: ResultListBlock; top: ScoreboardRow[] }>();
  const parsedOf = (kept: KeptBlock) => {
    let found = parsed.get(kept);
    if (!found) {
      const block = JSON.parse(kept.json) as ResultListBlock;
      found = { block, top: buildScoreboardTop(block) };
      parsed.set(kept, found);
    }
    return found;
  };

  async function build(competition: Competition): Promise<ScoreboardResponse> {
    const [blocks, pointers, lastSheet, statusOf] = await Promise.all([
      builder.blocks(db, competition),
      listPanelPointers(db, competition._id),
      lastScoredEvent(db, competition._id),
      readEventStatuses(db, competition),
    ]);
    const kept = [...blocks.values()];
    const events = kept.map((k) => ({
      Ordem: k.input.Ordem,
      Categoria: k.input.Categoria,
      Prova: k.input.Prova,
      rows: k.rows,
      scored: k.scored,
      top: parsedOf(k).top,
      // The same state as the result list's (issue 38): provisional, corrected or official.
      status: statusOf(k.input.Categoria, k.input.Prova),
    }));
    let last: ScoreboardLast | null = null;
    if (lastSheet) {
      for (const k of kept) {
        const entries: readonly object[] = k.input.entries;
        const index = entries.findIndex((e) => (e as { _id?: unknown })._id === lastSheet.id);
        if (index < 0) continue;
        const sheet = `${lastSheet.id}:${lastSheet.version}`;
        last = buildScoreboardLast(k.input, parsedOf(k).block, index, sheet);
        break;
      }
    }
    const now = findScoreboardNow(competition, pointers, events);
    return {
      competition: { _id: competition._id, Nome: competition.Nome, Data: competition.Data },
      now,
      last,
      current: findScoreboardCurrent(last, now),
      events,
    };
  }

  return cachedOfCompetition(
    deps,
    'scoreboard',
    async (competition) => ({ value: await build(competition) }),
    readPointersFingerprint,
  );
}
