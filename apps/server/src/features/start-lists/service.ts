import { randomInt } from 'node:crypto';
import { countAthletesPerClub, listStartListAthletes } from '@artistic/domain/price-list/compute';
import type { Competition, StartListBlock } from '@artistic/domain/competition/schema';
import type {
  GenerateStartListResponse,
  StartListChangesResponse,
  StartListEventsResponse,
  StartListResponse,
} from '@artistic/domain/start-list/schema';
import { startListBlockHeading } from '@artistic/domain/start-list/sheet';
import {
  diffStartList,
  drawBlock,
  generateStartList,
  moveSlot,
} from '@artistic/domain/start-list/draw';
import type { StartListInput } from '@artistic/domain/start-list/draw';
import type { AuthUser } from '../../auth/verify.ts';
import type { Db } from '../../db/client.ts';
import { requirePermission } from '../../http/caller.ts';
import type { DerivedCache } from '../../http/derived-cache.ts';
import { AppError, msg } from '../../http/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { listCoachCardsOfCompetition } from '../coach-cards/service.ts';
import {
  cachedOfCompetition,
  cachedPartOfCompetition,
  getCompetition,
  listCompetitions,
} from '../competitions/service.ts';
import { listFigureEntriesOfCompetition } from '../figure-entries/service.ts';
import { listFigureResultRows } from '../figure-results/service.ts';
import { listRoutineResultRows } from '../routine-results/service.ts';
import { findLastScoredEvent, findStartList, saveStartListIfVersion } from './repository.ts';

const newSeed = () => randomInt(0, 2 ** 32 - 1);

function requireAdmin(user: AuthUser | null): AuthUser {
  return requirePermission(user, 'startlist.generate', 'errors.adminOnlyStartList');
}

function respond(
  competition: Competition,
  startList: StartListBlock[],
  startListVersion: number,
): StartListResponse {
  const { clubs, total } = countAthletesPerClub(listStartListAthletes(startList));
  return {
    competition: { _id: competition._id, Nome: competition.Nome, Data: competition.Data },
    StartList: startList,
    clubs,
    totalAthletes: total,
    startListVersion,
  };
}

async function loadInput(db: Db, competition: Competition): Promise<StartListInput> {
  const [coachCards, figureEntries] = await Promise.all([
    listCoachCardsOfCompetition(db, competition._id),
    listFigureEntriesOfCompetition(db, competition._id),
  ]);
  return { competition, coachCards, figureEntries };
}

/** How many saved results belong to the entries of a block (figures by athlete, routines by card). */
async function countResultsOfBlocks(
  db: Db,
  competitionId: string,
  blocks: readonly StartListBlock[],
): Promise<number> {
  const [figureResults, routineResults] = await Promise.all([
    listFigureResultRows(db, competitionId),
    listRoutineResultRows(db, competitionId),
  ]);
  let count = 0;
  for (const block of blocks) {
    const cards = new Set(
      block.Atletas_start.flatMap((s) => (s.CoachCardId ? [s.CoachCardId] : [])),
    );
    count += routineResults.filter((r) => r.coach_card_id && cards.has(r.coach_card_id)).length;
    count += figureResults.filter(
      (r) => r.Categoria === block.Categoria && r.Esquema === block.Prova,
    ).length;
  }
  return count;
}

/** The start list of a competition as the public reads it; the caller checks visibility. */
export async function assembleStartList(
  db: Db,
  competition: Competition,
): Promise<StartListResponse> {
  const stored = await findStartList(db, competition._id);
  return respond(competition, stored?.StartList ?? [], stored?.startListVersion ?? 0);
}

/** The block being swum: the one of the most recently saved score sheet, else the first. */
function findNowOrdem(
  blocks: readonly StartListBlock[],
  last: { categoria: string; esquema: string } | undefined,
): number | null {
  const scored =
    last && blocks.find((b) => b.Categoria === last.categoria && b.Prova === last.esquema);
  return (scored ?? blocks[0])?.Ordem ?? null;
}

/** The event of the most recently saved score sheet (the result list's "now" too). */
export function lastScoredEvent(db: Db, competitionId: string) {
  return findLastScoredEvent(db, competitionId);
}

/**
 * The index of the start list's events (public for visible competitions; the caller checks): the
 * events somebody entered. An event nobody entered (its coach cards, if any, still drafts) stays
 * in the stored list, where a redraw after an entry fills it, but is not offered to read (issue 38).
 */
export async function assembleStartListEvents(
  db: Db,
  competition: Competition,
): Promise<StartListEventsResponse> {
  const [stored, latest] = await Promise.all([
    findStartList(db, competition._id),
    findLastScoredEvent(db, competition._id),
  ]);
  const blocks = (stored?.StartList ?? []).filter((b) => b.Atletas_start.length > 0);
  return {
    competition: { _id: competition._id, Nome: competition.Nome, Data: competition.Data },
    events: blocks.map((b) => ({
      Ordem: b.Ordem,
      Prova: b.Prova,
      Categoria: b.Categoria,
      label: startListBlockHeading(b, 'pt'),
      entries: b.Atletas_start.length,
    })),
    now: findNowOrdem(blocks, latest),
    startListVersion: stored?.startListVersion ?? 0,
  };
}

/**
 * The public start list one event at a time (issue 20), each answer cached with its own ETag
 * (ADR 019, 041) by the competitions' shared helpers: the index of events, and each event's block
 * alone, so a redraw of one block changes only that event's ETag. A hidden competition is 404
 * whatever the ordem; an ordem that is no block is 404 and never cached.
 */
export function cachedStartListEvents(deps: { db: Db; cache: DerivedCache }) {
  const { db } = deps;
  return {
    index: cachedOfCompetition(deps, 'startListEvents', async (competition) => ({
      value: await assembleStartListEvents(db, competition),
    })),
    // The parsed competition (kept while its row is unchanged) holds the start list.
    event: cachedPartOfCompetition<number>(
      deps,
      'startListEvent',
      async (competition, ordem) => {
        const block = competition.StartList[ordem - 1];
        return block ? { value: block } : undefined;
      },
      (ordem) => msg('errors.noStartListBlock', { block: ordem }),
    ),
  };
}

/**
 * The competitions whose drawn start list no longer matches their entries, with what changed per
 * event (issue 17): computed from the stored list and the current entries on every call, so it is
 * right whatever changed an entry; admins only. `competitionId` narrows it to one competition.
 */
export async function listStartListChanges(
  db: Db,
  user: AuthUser | null,
  competitionId?: string,
): Promise<StartListChangesResponse> {
  requireAdmin(user);
  const competitions = competitionId
    ? [await getCompetition(db, user, competitionId)]
    : await listCompetitions(db, user);
  const out: StartListChangesResponse = [];
  for (const competition of competitions) {
    if (competition.StartList.length === 0) continue;
    const events = diffStartList(competition.StartList, await loadInput(db, competition));
    if (events.length > 0) out.push({ competition: competition._id, events });
  }
  return out;
}

/**
 * Draws the whole start list with fresh seeds. Replacing an existing one needs `confirm`
 * (results, when they exist, stay tied to their entries, not to the numbers).
 */
export async function generateCompetitionStartList(
  db: Db,
  user: AuthUser | null,
  competitionId: string,
  confirm: boolean,
): Promise<GenerateStartListResponse> {
  const admin = requireAdmin(user);
  return db.transaction(async (tx) => {
    const competition = await getCompetition(tx, user, competitionId);
    const stored = await findStartList(tx, competitionId);
    if (!stored) throw new AppError('not_found', 'errors.competitionNotFound');
    if (stored.StartList.length > 0 && !confirm) {
      const results = await countResultsOfBlocks(tx, competitionId, stored.StartList);
      throw new AppError(
        'has_dependents',
        results > 0
          ? msg('errors.startListExistsWithResults', { results })
          : 'errors.startListExists',
      );
    }
    const draw = generateStartList(await loadInput(tx, competition), [], newSeed);
    const version = await saveStartListIfVersion(
      tx,
      competitionId,
      stored.startListVersion,
      draw.StartList,
      draw.seeds,
    );
    if (version === undefined) throw new AppError('conflict', 'errors.startListChanged');
    await recordAudit(tx, admin, {
      competitionId,
      entityType: 'startList',
      entityId: competitionId,
      action: 'generate',
      before: {
        startListVersion: stored.startListVersion,
        seeds: stored.seeds,
        StartList: stored.StartList,
      },
      after: { startListVersion: version, seeds: draw.seeds, StartList: draw.StartList },
    });
    return {
      ...respond(competition, draw.StartList, version),
      excludedDrafts: draw.excludedDrafts,
    };
  });
}

async function changeBlock(
  db: Db,
  user: AuthUser | null,
  competitionId: string,
  ordem: number,
  expectedVersion: number,
  action: 'redraw' | 'move',
  change: (ctx: {
    tx: Db;
    block: StartListBlock;
    index: number;
    competition: Competition;
    seeds: number[];
  }) => Promise<{ block: StartListBlock; seed?: number }>,
): Promise<StartListResponse> {
  const admin = requireAdmin(user);
  return db.transaction(async (tx) => {
    const competition = await getCompetition(tx, user, competitionId);
    const stored = await findStartList(tx, competitionId);
    const index = ordem - 1;
    const block = stored?.StartList[index];
    if (!stored || !block)
      throw new AppError('not_found', msg('errors.noStartListBlock', { block: ordem }));
    if (stored.startListVersion !== expectedVersion) {
      throw new AppError('conflict', 'errors.startListChangedByOther');
    }
    if ((await countResultsOfBlocks(tx, competitionId, [block])) > 0) {
      throw new AppError('has_dependents', msg('errors.blockHasResults', { block: ordem }));
    }
    const next = await change({ tx, block, index, competition, seeds: stored.seeds });
    const startList = stored.StartList.map((b, i) => (i === index ? next.block : b));
    const seeds = [...stored.seeds];
    if (next.seed !== undefined) seeds[index] = next.seed;
    const version = await saveStartListIfVersion(
      tx,
      competitionId,
      expectedVersion,
      startList,
      seeds,
    );
    if (version === undefined) throw new AppError('conflict', 'errors.startListChangedByOther');
    // Only the block that changed: the rest of the start list is as it was.
    await recordAudit(tx, admin, {
      competitionId,
      entityType: 'startList',
      entityId: competitionId,
      action,
      before: { startListVersion: expectedVersion, seed: stored.seeds[index] ?? null, ...block },
      after: { startListVersion: version, seed: seeds[index] ?? null, ...next.block },
    });
    return respond(competition, startList, version);
  });
}

/** Draws one block again with a new seed (the other blocks stay as they are). */
export function redrawStartListBlock(
  db: Db,
  user: AuthUser | null,
  competitionId: string,
  ordem: number,
  expectedVersion: number,
) {
  return changeBlock(
    db,
    user,
    competitionId,
    ordem,
    expectedVersion,
    'redraw',
    async ({ tx, index, competition }) => {
      const seed = newSeed();
      return { block: drawBlock(await loadInput(tx, competition), index, seed), seed };
    },
  );
}

/** Moves one slot of a block up or down. */
export function moveStartListSlot(
  db: Db,
  user: AuthUser | null,
  competitionId: string,
  ordem: number,
  body: { startListVersion: number; slot: number; direction: 'up' | 'down' },
) {
  return changeBlock(
    db,
    user,
    competitionId,
    ordem,
    body.startListVersion,
    'move',
    async ({ block }) => {
      if (body.slot > block.Atletas_start.length)
        throw new AppError('validation', 'errors.noSuchSlot', [
          { path: 'slot', message: 'errors.orderNumber' },
        ]);
      return { block: moveSlot(block, body.slot - 1, body.direction === 'up' ? -1 : 1) };
    },
  );
}

// What the features above read and write through this one (ADR 036: never its repository).
export { findStartList } from './repository.ts';

// What the routes read of the competition (ADR 036: routes import only their own service).
export { cachedOfCompetition } from '../competitions/service.ts';
