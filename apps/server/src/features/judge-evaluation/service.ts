import type { Competition } from '@artistic/domain/competition/schema';
import { parseDmyDate } from '@artistic/domain/core/dates';
import type {
  EvaluationEvent,
  PanelEvaluation,
  SeatEvaluation,
  SeatJudge,
} from '@artistic/domain/judge-panel/evaluation';
import {
  DEFAULT_BIAS_THRESHOLD,
  evaluatePanel,
  evaluatePerson,
  evaluateSeat,
  evaluationEventOf,
} from '@artistic/domain/judge-panel/evaluation';
import type {
  JudgeEvaluationResponse,
  JudgeHistoryResponse,
  JudgeNamesResponse,
  JudgeNamesUpdate,
  SeatNameUpdate,
} from '@artistic/domain/judge-panel/evaluation-schema';
import type { Panel } from '@artistic/domain/judge-panel/schema';
import { PANELS } from '@artistic/domain/judge-panel/schema';
import type { ResultListBlock } from '@artistic/domain/result-list/model';
import type { AuthUser } from '../../auth/verify.ts';
import type { Db } from '../../db/client.ts';
import { requirePermission } from '../../http/caller.ts';
import { AppError, msg } from '../../http/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { canSeeCompetition, findCompetition, getCompetition } from '../competitions/service.ts';
import type { KeptBlock } from '../result-lists/service.ts';
import { ResultListBuilder } from '../result-lists/service.ts';
import type { PanelJudgeRow } from './repository.ts';
import {
  deletePanelJudgeIfVersion,
  insertPanelJudge,
  listPanelJudgeRows,
  listPanelJudgeRowsByName,
  updatePanelJudgeIfVersion,
} from './repository.ts';

/**
 * Judge evaluation (issue 23, ADR 055): per panel and seat, how the judge's marks on the stored
 * sheets stand against the panel (domain judge-panel/evaluation.ts), with the judge the admin
 * named on the seat, so that a person's evaluation can be followed across competitions.
 */

type Caller = AuthUser | null;

const judgesOf = (competition: Competition, panel: Panel) =>
  panel === 'figuras' ? competition.JuizesFiguras : competition.JuizesCoachCard;

const headerOf = (competition: Competition) => ({
  _id: competition._id,
  Nome: competition.Nome,
  Data: competition.Data,
});

const requireEvaluator = (user: Caller) =>
  requirePermission(user, 'judges.evaluate', 'errors.judgeEvaluationForbidden');

/**
 * Reads the events of a competition's result list as the evaluation needs them; a block built
 * once is read once (its sheets changed: the result list's builder gives a new block).
 */
export class JudgeEvaluationReader {
  private readonly builder: ResultListBuilder;
  private readonly eventOf = new WeakMap<KeptBlock, EvaluationEvent>();

  constructor(opts: { builder?: ResultListBuilder } = {}) {
    this.builder = opts.builder ?? new ResultListBuilder();
  }

  async events(db: Db, competition: Competition): Promise<EvaluationEvent[]> {
    const blocks = await this.builder.blocks(db, competition);
    return [...blocks.values()].map((kept) => {
      const known = this.eventOf.get(kept);
      if (known) return known;
      const event = evaluationEventOf(JSON.parse(kept.json) as ResultListBlock);
      this.eventOf.set(kept, event);
      return event;
    });
  }
}

function judgesBySeat(rows: readonly PanelJudgeRow[], panel: Panel): Map<number, SeatJudge> {
  return new Map(
    rows.filter((r) => r.panel === panel).map((r) => [r.seat, { nome: r.nome, clube: r.clube }]),
  );
}

/** GET /api/competitions/{id}/judges (referee or admin): the evaluation of both panels. */
export async function evaluateJudges(
  db: Db,
  reader: JudgeEvaluationReader,
  user: Caller,
  id: string,
  threshold: number = DEFAULT_BIAS_THRESHOLD,
): Promise<JudgeEvaluationResponse> {
  requireEvaluator(user);
  const competition = await getCompetition(db, user, id);
  const [events, named] = await Promise.all([
    reader.events(db, competition),
    listPanelJudgeRows(db, competition._id),
  ]);
  return {
    competition: headerOf(competition),
    threshold,
    panels: PANELS.map(
      (panel): PanelEvaluation =>
        evaluatePanel(
          panel,
          judgesOf(competition, panel),
          events,
          judgesBySeat(named, panel),
          threshold,
        ),
      // The domain's read-only shape is the schema's (nothing in the answer is changed later).
    ) as JudgeEvaluationResponse['panels'],
  };
}

function namesAnswer(competition: Competition, rows: readonly PanelJudgeRow[]): JudgeNamesResponse {
  return {
    competition: headerOf(competition),
    panels: PANELS.map((panel) => ({ panel, judgeCount: judgesOf(competition, panel) })),
    seats: PANELS.flatMap((panel) =>
      Array.from({ length: judgesOf(competition, panel) }, (_, i) => {
        const row = rows.find((r) => r.panel === panel && r.seat === i + 1);
        return {
          panel,
          seat: i + 1,
          nome: row?.nome ?? null,
          clube: row?.clube ?? null,
          version: row?.version ?? 0,
        };
      }),
    ),
  };
}

/** GET /api/competitions/{id}/judges/names (referee or admin): who sits in every seat. */
export async function listJudgeNames(
  db: Db,
  user: Caller,
  id: string,
): Promise<JudgeNamesResponse> {
  requireEvaluator(user);
  const competition = await getCompetition(db, user, id);
  return namesAnswer(competition, await listPanelJudgeRows(db, competition._id));
}

const stale = () => new AppError('conflict', 'errors.judgeNamesChanged');

/** What a seat's name is in the log: the person and the club. */
const logged = (row: { panel: Panel; seat: number; nome: string; clube: string | null }) => ({
  panel: row.panel,
  seat: row.seat,
  nome: row.nome,
  clube: row.clube,
});

/**
 * Writes one seat's name (an empty name takes it away), checking the version the admin read:
 * 409 when another change came first; a seat left as it was is not written (nor logged).
 */
async function writeSeatName(
  tx: Db,
  user: AuthUser,
  competitionId: string,
  stored: PanelJudgeRow | undefined,
  update: SeatNameUpdate,
): Promise<void> {
  const place = { competicao: competitionId, panel: update.panel, seat: update.seat };
  const nome = update.nome.trim();
  const clube = update.clube?.trim() ? update.clube.trim() : null;
  const version = update.version ?? 0;
  const entity = {
    competitionId,
    entityType: 'judgeName' as const,
    entityId: `${competitionId}:${update.panel}:J${update.seat}`,
  };
  if (stored && stored.nome === nome && stored.clube === clube) return;
  if (!stored) {
    if (version !== 0) throw stale();
    if (nome === '') return;
    const row = await insertPanelJudge(tx, { ...place, nome, clube });
    if (!row) throw stale();
    await recordAudit(tx, user, { ...entity, action: 'create', before: null, after: logged(row) });
    return;
  }
  if (version !== stored.version) throw stale();
  if (nome === '') {
    if (!(await deletePanelJudgeIfVersion(tx, place, version))) throw stale();
    await recordAudit(tx, user, {
      ...entity,
      action: 'delete',
      before: logged(stored),
      after: null,
    });
    return;
  }
  const row = await updatePanelJudgeIfVersion(tx, { ...place, nome, clube }, version);
  if (!row) throw stale();
  await recordAudit(tx, user, {
    ...entity,
    action: 'update',
    before: logged(stored),
    after: logged(row),
  });
}

/**
 * PUT /api/competitions/{id}/judges/names (admin): names the judges of the seats listed, each
 * with the version read; all or nothing, one audit row per seat changed.
 */
export async function saveJudgeNames(
  db: Db,
  user: Caller,
  id: string,
  body: JudgeNamesUpdate,
): Promise<JudgeNamesResponse> {
  const admin = requirePermission(user, 'judges.name', 'errors.adminOnlyJudgeNames');
  const competition = await getCompetition(db, user, id);
  body.judges.forEach((judge, i) => {
    const count = judgesOf(competition, judge.panel);
    if (judge.seat > count)
      throw new AppError('validation', msg('errors.seatBeyondPanel', { count, seat: judge.seat }), [
        { path: `judges.${i}.seat`, message: 'errors.seatRange' },
      ]);
  });
  await db.transaction(async (tx) => {
    const rows = await listPanelJudgeRows(tx, competition._id);
    for (const judge of body.judges) {
      const stored = rows.find((r) => r.panel === judge.panel && r.seat === judge.seat);
      await writeSeatName(tx, admin, competition._id, stored, judge);
    }
  });
  return namesAnswer(competition, await listPanelJudgeRows(db, competition._id));
}

/**
 * GET /api/judges/history?nome= (referee or admin): every seat the person was named on, in the
 * competitions the caller may see, each with its evaluation there, and all of them together.
 */
export async function judgeHistory(
  db: Db,
  reader: JudgeEvaluationReader,
  user: Caller,
  nome: string,
  threshold: number = DEFAULT_BIAS_THRESHOLD,
): Promise<JudgeHistoryResponse> {
  requireEvaluator(user);
  const rows = await listPanelJudgeRowsByName(db, nome);
  const items: JudgeHistoryResponse['items'] = [];
  const held: { seat: number; events: EvaluationEvent[] }[] = [];
  let club: string | null = null;
  for (const row of rows) {
    const competition = await findCompetition(db, row.competicao);
    if (!competition || !canSeeCompetition(user, competition)) continue;
    if (row.seat > judgesOf(competition, row.panel)) continue;
    const events = (await reader.events(db, competition)).filter((e) => e.panel === row.panel);
    const evaluation: SeatEvaluation = evaluateSeat(events, row.seat, row.clube, threshold);
    items.push({
      competition: headerOf(competition),
      panel: row.panel,
      clube: row.clube,
      evaluation,
    });
    held.push({ seat: row.seat, events });
    club ??= row.clube;
  }
  const dayOf = (item: (typeof items)[number]) =>
    parseDmyDate(item.competition.Data) ?? item.competition.Data;
  // Newest first.
  items.sort(
    (a, b) =>
      dayOf(b).localeCompare(dayOf(a)) ||
      a.competition.Nome.localeCompare(b.competition.Nome, 'pt'),
  );
  return {
    nome: nome.trim(),
    threshold,
    items,
    overall: held.length === 0 ? null : evaluatePerson(held, club, threshold),
  };
}

/** The judges of the demo competition's seats: seat n of either panel is the same person. */
const DEMO_JUDGES = [
  'Ana Ferreira',
  'Beatriz Costa',
  'Carla Mendes',
  'Diana Rocha',
  'Elsa Martins',
  'Filipa Nunes',
  'Graça Pires',
];

/**
 * Names the demo competition's seats (demo-seed.ts), so that the evaluation page has names on
 * first run: seat n is DEMO_JUDGES[n − 1] on both panels, J1 and J2 of `clubs`' first and second.
 */
export async function nameDemoJudges(
  db: Db,
  admin: AuthUser,
  competitionId: string,
  clubs: readonly string[],
): Promise<void> {
  const competition = await getCompetition(db, admin, competitionId);
  const judges = PANELS.flatMap((panel) =>
    Array.from({ length: judgesOf(competition, panel) }, (_, i) => ({
      panel,
      seat: i + 1,
      nome: DEMO_JUDGES[i] ?? `Juiz ${i + 1}`,
      clube: clubs[i] ?? null,
    })),
  );
  await saveJudgeNames(db, admin, competitionId, { judges });
}
