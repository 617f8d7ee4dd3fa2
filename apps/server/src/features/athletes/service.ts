/**
 * The athlete registry (issue 23, ADR 054): the federation keeps it (by hand or from its CSV of
 * licences); a club reads its own athletes; the entries take their athletes' names and years
 * from it and are refused an athlete of another club or one no longer active.
 */
import { parseAthleteCsvSteps } from '@artistic/domain/athletes/csv';
import type {
  Athlete,
  AthleteCreate,
  AthleteImportReport,
  AthleteUpdate,
} from '@artistic/domain/athletes/schema';
import { checkAgeGroups, seasonYearOf } from '@artistic/domain/competition/age-groups';
import type { Category } from '@artistic/domain/core/enums';
import { listFilterOf } from '@artistic/domain/users/permissions';
import type { AuthUser } from '../../auth/verify.ts';
import type { Db } from '../../db/client.ts';
import { requirePermission, requireRole, toSubject } from '../../http/caller.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit, recordAuditMany } from '../audit/service.ts';
import {
  findAthleteRows,
  insertAthleteRow,
  insertAthleteRows,
  listAthleteRows,
  listKnownClubs,
  updateAthleteIfVersion,
  updateAthleteRowsIfVersion,
} from './repository.ts';

/** Admins and referees: the whole registry (or one club's); a club: its own athletes only. */
export async function listAthletes(
  db: Db,
  caller: AuthUser | null,
  query: { q?: string; clube?: string },
): Promise<Athlete[]> {
  const user = requireRole(caller);
  const filter = listFilterOf(toSubject(user), 'athlete.view');
  if (!filter) throw new AppError('forbidden', 'errors.cannotSeeAthletes');
  const club = filter.club ?? (query.clube?.trim() || undefined);
  return listAthleteRows(db, { club, q: query.q });
}

function sameAthlete(a: Athlete, b: AthleteCreate): boolean {
  return a.Nome === b.Nome && a.Ano === b.Ano && a.Clube === b.Clube && a.Ativo === b.Ativo;
}

export async function createAthlete(
  db: Db,
  caller: AuthUser | null,
  input: AthleteCreate,
): Promise<Athlete> {
  const user = requirePermission(caller, 'athlete.write', 'errors.cannotChangeAthletes');
  return db.transaction(async (tx) => {
    const created = await insertAthleteRow(tx, input);
    if (!created)
      throw new AppError('conflict', { text: `A licença ${input.Licenca} já está registada.` }, [
        { path: 'Licenca', message: `A licença ${input.Licenca} já está registada.` },
      ]);
    await recordAudit(tx, user, {
      competitionId: null,
      entityType: 'athlete',
      entityId: String(created.Licenca),
      action: 'create',
      before: null,
      after: created,
    });
    return created;
  });
}

export async function updateAthlete(
  db: Db,
  caller: AuthUser | null,
  licence: number,
  input: AthleteUpdate,
): Promise<Athlete> {
  const user = requirePermission(caller, 'athlete.write', 'errors.cannotChangeAthletes');
  return db.transaction(async (tx) => {
    const [current] = await findAthleteRows(tx, [licence]);
    if (!current) throw new AppError('not_found', 'errors.athleteNotFound');
    const { version, ...fields } = input;
    const stale = () => new AppError('conflict', 'errors.athleteChanged');
    if (current.version !== version) throw stale();
    const updated = await updateAthleteIfVersion(tx, { Licenca: licence, ...fields }, version);
    if (!updated) throw stale();
    await recordAudit(tx, user, {
      competitionId: null,
      entityType: 'athlete',
      entityId: String(licence),
      action: 'update',
      before: current,
      after: updated,
    });
    return updated;
  });
}

/** How many athletes one read or one write statement of the import names. */
const IMPORT_READ_BATCH = 500;
const IMPORT_WRITE_BATCH = 500;

const batchesOf = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/** Lets the requests waiting on the event loop run (between two steps of a long import). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The federation's CSV (issue 23): every good line creates or updates its licence, every bad
 * one is reported with its line and reason; a file without the columns imports nothing (400).
 * A line whose club the app does not know is refused (a typo would hide the athlete from her
 * club).
 *
 * A file of 13 000 licences does not hold the server while it is read (issue 36, finding 12):
 * the file is read in steps of ATHLETE_CSV_STEP lines with a turn of the event loop between
 * them, the stored athletes are read IMPORT_READ_BATCH licences a query, and only then are the
 * changes written, all or none, in one transaction of statements of IMPORT_WRITE_BATCH athletes
 * and their audit rows each (no statement holds the event loop long). On PGlite, whose one
 * connection runs one transaction at a time, other requests' queries wait for that last
 * transaction (about 2 s for 13 400 new athletes on the loaded 2-core machine; docs/security.md,
 * 36.12); on PostgreSQL they do not. A change made meanwhile to an athlete of the file is a 409
 * and nothing is written.
 */
export async function importAthletes(
  db: Db,
  caller: AuthUser | null,
  csv: string,
): Promise<AthleteImportReport> {
  const user = requirePermission(caller, 'athlete.write', 'errors.cannotChangeAthletes');
  const steps = parseAthleteCsvSteps(csv, await listKnownClubs(db));
  let step = steps.next();
  while (!step.done) {
    await nextTurn();
    step = steps.next();
  }
  const parsed = step.value;
  if (parsed.fileError !== null)
    throw new AppError('validation', { text: parsed.fileError }, [
      { path: 'csv', message: parsed.fileError },
    ]);
  const existing = new Map<number, Athlete>();
  for (const batch of batchesOf(parsed.athletes, IMPORT_READ_BATCH))
    for (const a of await findAthleteRows(
      db,
      batch.map((b) => b.Licenca),
    ))
      existing.set(a.Licenca, a);
  const report = { created: 0, updated: 0, unchanged: 0, refused: [...parsed.refused] };
  const creates: AthleteCreate[] = [];
  const updates: (AthleteCreate & { expectedVersion: number })[] = [];
  for (const { line: _line, ...athlete } of parsed.athletes) {
    const before = existing.get(athlete.Licenca);
    if (before && sameAthlete(before, athlete)) report.unchanged++;
    else if (before) updates.push({ ...athlete, expectedVersion: before.version });
    else creates.push(athlete);
  }
  report.created = creates.length;
  report.updated = updates.length;
  report.refused.sort((a, b) => a.line - b.line);
  if (creates.length === 0 && updates.length === 0) return report;
  await nextTurn();
  await db.transaction(async (tx) => {
    const changed = () => new AppError('conflict', 'errors.athleteChanged');
    for (const batch of batchesOf(creates, IMPORT_WRITE_BATCH)) {
      const written = await insertAthleteRows(tx, batch);
      if (written.length !== batch.length) throw changed();
      await recordAuditMany(
        tx,
        user,
        written.map((after) => importAudit(null, after)),
      );
    }
    for (const batch of batchesOf(updates, IMPORT_WRITE_BATCH)) {
      const written = await updateAthleteRowsIfVersion(tx, batch);
      if (written.length !== batch.length) throw changed();
      await recordAuditMany(
        tx,
        user,
        written.map((after) => importAudit(existing.get(after.Licenca) ?? null, after)),
      );
    }
  });
  return report;
}

/** One audit row of the import: the athlete before (null when created) and after. */
const importAudit = (before: Athlete | null, after: Athlete) => ({
  competitionId: null,
  entityType: 'athlete' as const,
  entityId: String(after.Licenca),
  action: 'import' as const,
  before,
  after,
});

interface Person {
  readonly Licenca: number;
  readonly Nome: string;
  readonly Ano: number;
}

/**
 * An entry's people as stored (issue 23): a registered licence takes the registry's name and
 * year; one of another club, or no longer active, is refused on its field; every athlete's age
 * must fit the category in the competition's season (ADR 054). A licence the registry does not
 * hold keeps what was typed (athletes not yet in the federation's file; entries made before the
 * registry). Throws a 400 naming each field.
 */
export async function resolveEntryPeople<F extends string>(
  tx: Db,
  entry: { readonly Clube: string; readonly Categoria: Category },
  competitionDate: string,
  lists: Readonly<Record<F, readonly Person[]>>,
): Promise<Record<F, Person[]>> {
  const fields = Object.keys(lists) as F[];
  const registered = new Map(
    (
      await findAthleteRows(
        tx,
        fields.flatMap((f) => lists[f].map((p) => p.Licenca)),
      )
    ).map((a) => [a.Licenca, a]),
  );
  const problems: { path: string; message: string }[] = [];
  const resolved = {} as Record<F, Person[]>;
  const seasonYear = seasonYearOf(competitionDate);
  for (const field of fields) {
    resolved[field] = lists[field].map((person, i) => {
      const athlete = registered.get(person.Licenca);
      if (!athlete) return person;
      const path = `${field}.${i}.Licenca`;
      if (athlete.Clube.trim() !== entry.Clube.trim())
        problems.push({
          path,
          message: `A licença ${person.Licenca} está registada noutro clube: só o clube da atleta a pode inscrever.`,
        });
      else if (!athlete.Ativo)
        problems.push({
          path,
          message: `A licença ${person.Licenca} (${athlete.Nome}) está inativa no registo de atletas.`,
        });
      return { Licenca: athlete.Licenca, Nome: athlete.Nome, Ano: athlete.Ano };
    });
    problems.push(...checkAgeGroups(resolved[field], field, entry.Categoria, seasonYear));
  }
  if (problems.length > 0)
    throw new AppError('validation', { text: problems.map((p) => p.message).join(' ') }, problems);
  return resolved;
}
