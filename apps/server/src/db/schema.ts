import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { now as clockNow } from '../clock.ts';

/**
 * The optimistic-locking version (a write names the version it read; a stale one is refused) and
 * the times of an edited record, last among its columns.
 */
const versionColumns = () => ({
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(clockNow),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(clockNow),
});

/** The competition a record belongs to: deleting the competition deletes the record. */
const competitionColumn = () =>
  text('competicao')
    .notNull()
    .references(() => competitions.id, { onDelete: 'cascade' });

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  email: text('email'),
  role: text('role', { enum: ['admin', 'referee', 'clube'] }).notNull(),
  club: text('club'),
  ...versionColumns(),
});

/** Secrets generated once and shared by every instance (signing keys, cookie keys). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(clockNow),
});

/** Storage of the embedded OpenID provider (sessions, grants, codes, refresh tokens...). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index('oidc_payloads_grant').on(t.grantId),
    index('oidc_payloads_uid').on(t.uid),
  ],
);

/** A competition (spec section 3). Nested lists are JSON; results live in their own tables. */
export const competitions = pgTable(
  'competitions',
  {
    id: text('id').primaryKey(),
    nome: text('nome').notNull(),
    data: text('data').notNull(),
    limiteInscricao: text('limite_inscricao').notNull(),
    visible: boolean('visible').notNull().default(false),
    juizesCoachCard: integer('juizes_coach_card').notNull().default(5),
    juizesFiguras: integer('juizes_figuras').notNull().default(5),
    /** The step of each panel's marks, 0.1 or 0.25 (ADR 027). */
    passoCoachCard: doublePrecision('passo_coach_card').notNull().default(0.1),
    passoFiguras: doublePrecision('passo_figuras').notNull().default(0.1),
    ordem: jsonb('ordem').notNull().default([]),
    figuras: jsonb('figuras').notNull().default([]),
    elementosTecnicos: jsonb('elementos_tecnicos').notNull().default([]),
    startList: jsonb('start_list').notNull().default([]),
    /** The seed of each block's draw (ADR 015): the same seed reproduces the same order. */
    startListSeeds: jsonb('start_list_seeds').notNull().default([]),
    /** Start-list edits have their own version, so drawing does not make the admin form stale. */
    startListVersion: integer('start_list_version').notNull().default(0),
    /** The ruleset the competition is scored with (issue 16, ADR 030): a `rulesets.id`. */
    regras: text('regras').notNull().default('wa-2022-2026'),
    /** Minutes to file an inquiry after an event becomes provisional (issue 22). */
    janelaReclamacao: integer('janela_reclamacao').notNull().default(30),
    /** Club points per place, 1st first (issue 22). */
    pontosClubes: jsonb('pontos_clubes').notNull().default([9, 7, 6, 5, 4, 3, 2, 1]),
    ...versionColumns(),
  },
  (t) => [
    check('competitions_passo_coach_card', sql`${t.passoCoachCard} in (0.1, 0.25)`),
    check('competitions_passo_figuras', sql`${t.passoFiguras} in (0.1, 0.25)`),
  ],
);

/**
 * Rulesets (issue 16, ADR 030): every table a score is computed with, as one document checked by
 * the domain's rulesetDocumentSchema. The built-in one is seeded at start and refreshed from the
 * code until an admin edits it (`edited`).
 */
export const rulesets = pgTable('rulesets', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  validFrom: text('valid_from').notNull(),
  validTo: text('valid_to').notNull(),
  document: jsonb('document').notNull(),
  builtIn: boolean('built_in').notNull().default(false),
  edited: boolean('edited').notNull().default(false),
  ...versionColumns(),
});

/** A club's routine declaration (spec section 3, coach card). */
export const coachCards = pgTable(
  'coach_cards',
  {
    id: text('id').primaryKey(),
    competicao: competitionColumn(),
    categoria: text('categoria').notNull(),
    esquema: text('esquema').notNull(),
    clube: text('clube').notNull(),
    temaEsquema: text('tema_esquema').notNull(),
    atletas: jsonb('atletas').notNull().default([]),
    reservas: jsonb('reservas').notNull().default([]),
    elementos: jsonb('elementos').notNull().default([]),
    state: text('state').notNull().default('Rascunho'),
    totalDeclarado: doublePrecision('total_declarado').notNull().default(0),
    /** Why the card was sent back to draft; null when it was not (or the club submitted again). */
    motivoAlteracoes: text('motivo_alteracoes'),
    ...versionColumns(),
  },
  (t) => [index('coach_cards_competicao').on(t.competicao), index('coach_cards_clube').on(t.clube)],
);

/** A club's athletes in a figures / technical elements event (spec section 3, figure entry). */
export const figureEntries = pgTable(
  'figure_entries',
  {
    id: text('id').primaryKey(),
    competicao: competitionColumn(),
    categoria: text('categoria').notNull(),
    clube: text('clube').notNull(),
    atletas: jsonb('atletas').notNull().default([]),
    ...versionColumns(),
  },
  (t) => [
    index('figure_entries_competicao').on(t.competicao),
    index('figure_entries_clube').on(t.clube),
  ],
);

/** One athlete's figures / technical elements sheet (spec section 3, figure result). */
export const figureResults = pgTable(
  'figure_results',
  {
    id: text('id').primaryKey(),
    competicao: competitionColumn(),
    categoria: text('categoria').notNull(),
    esquema: text('esquema').notNull(),
    /** The entry this result belongs to: the athlete's licence (numbers change with a new draw). */
    licenca: integer('licenca').notNull(),
    /** The recomputed result as the API returns it (without _id and version). */
    body: jsonb('body').notNull(),
    pontos: doublePrecision('pontos'),
    ...versionColumns(),
  },
  (t) => [uniqueIndex('figure_results_entry').on(t.competicao, t.categoria, t.esquema, t.licenca)],
);

/** One routine's scoring sheet (spec section 3, coach card result / ResultadosCC item). */
export const routineResults = pgTable(
  'routine_results',
  {
    id: text('id').primaryKey(),
    competicao: competitionColumn(),
    /** The entry this result belongs to. */
    coachCardId: text('coach_card_id')
      .notNull()
      .references(() => coachCards.id, { onDelete: 'cascade' }),
    body: jsonb('body').notNull(),
    valorTotal: doublePrecision('valor_total'),
    ...versionColumns(),
  },
  (t) => [uniqueIndex('routine_results_entry').on(t.competicao, t.coachCardId)],
);

/**
 * Append-only log of writes (issue 8): one row per change, written in the transaction of the
 * change. No foreign key: a deleted competition keeps its history. A trigger refuses UPDATE and
 * DELETE (see migration 0005).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow().$defaultFn(clockNow),
    actor: text('actor').notNull(),
    actorName: text('actor_name'),
    role: text('role'),
    club: text('club'),
    competitionId: text('competition_id'),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_competition').on(t.competitionId, t.id)],
);

/**
 * The whole previous state of a competition (its export document), kept before an import
 * replaces it, a forced delete removes it or a restore puts an older state back (ADR 032).
 * No foreign key: the snapshot outlives the competition. Append-only, like the audit log.
 */
export const competitionSnapshots = pgTable(
  'competition_snapshots',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    competitionId: text('competition_id').notNull(),
    competitionName: text('competition_name').notNull(),
    reason: text('reason').notNull(),
    document: jsonb('document').notNull(),
    entryCount: integer('entry_count').notNull(),
    scoreCount: integer('score_count').notNull(),
    actor: text('actor').notNull(),
    actorName: text('actor_name'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(clockNow),
  },
  (t) => [
    index('competition_snapshots_competition').on(t.competitionId, t.id),
    check(
      'competition_snapshots_reason',
      sql`${t.reason} in ('import-replace', 'force-delete', 'restore', 'publication')`,
    ),
  ],
);

/**
 * A judge's seat on a competition's panel (issue 21, ADR 051): J1..J`JuizesFiguras` on the
 * figures panel, J1..J`JuizesCoachCard` on the routines panel. The seat's code (typed or in the
 * QR code's link) is kept only as its SHA-256; issuing a new code revokes the old one and every
 * phone signed in with it.
 */
export const judgeSeats = pgTable(
  'judge_seats',
  {
    id: text('id').primaryKey(),
    competicao: competitionColumn(),
    panel: text('panel', { enum: ['figuras', 'coachCard'] }).notNull(),
    seat: integer('seat').notNull(),
    codeHash: text('code_hash').unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...versionColumns(),
  },
  (t) => [
    uniqueIndex('judge_seats_place').on(t.competicao, t.panel, t.seat),
    check('judge_seats_panel', sql`${t.panel} in ('figuras', 'coachCard')`),
    check('judge_seats_seat', sql`${t.seat} between 1 and 7`),
  ],
);

/** A phone signed in to a seat: the SHA-256 of its bearer token. Revoking the seat deletes it. */
export const judgeSeatSessions = pgTable(
  'judge_seat_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    seatId: text('seat_id')
      .notNull()
      .references(() => judgeSeats.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(clockNow),
  },
  (t) => [index('judge_seat_sessions_seat').on(t.seatId)],
);

/**
 * A mark a judge sent from a seat (issue 21): one row per mark, never changed, so a mark the
 * scoring table corrected keeps the judge's original. `idemKey` is the phone's key of the mark:
 * a mark sent again (a lost answer, a queue replayed) is stored once.
 */
export const judgeMarks = pgTable(
  'judge_marks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    seatId: text('seat_id')
      .notNull()
      .references(() => judgeSeats.id, { onDelete: 'cascade' }),
    competicao: competitionColumn(),
    panel: text('panel').notNull(),
    seat: integer('seat').notNull(),
    /** The entry scored: `fig:<Categoria>:<Esquema>:<Licenca>` or `cc:<coach card id>`. */
    entry: text('entry').notNull(),
    /** The sheet's row: the figure's or element's index, or `A<n>` for artistic impression. */
    row: text('row').notNull(),
    value: doublePrecision('value').notNull(),
    idemKey: text('idem_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(clockNow),
  },
  (t) => [
    uniqueIndex('judge_marks_idem').on(t.seatId, t.idemKey),
    index('judge_marks_entry').on(t.competicao, t.panel, t.entry, t.id),
  ],
);

/**
 * What the scoring table of a panel is scoring now (issue 21): the entry in the water, moved by
 * the table; `open` false while the table has not opened the panel (seats may not write).
 */
export const panelPointers = pgTable(
  'panel_pointers',
  {
    competicao: competitionColumn(),
    panel: text('panel').notNull(),
    open: boolean('open').notNull().default(false),
    entry: text('entry'),
    /** The entry in the water before this one: a phone's late mark may still name it (issue 36). */
    previousEntry: text('previous_entry'),
    ...versionColumns(),
  },
  (t) => [primaryKey({ columns: [t.competicao, t.panel] })],
);

/**
 * The state of one event's results (issue 22): provisional until the referee or an admin signs it
 * off; a correction of a signed event makes it provisional again, `corrected`. No row: provisional.
 */
export const resultEvents = pgTable(
  'result_events',
  {
    competicao: competitionColumn(),
    categoria: text('categoria').notNull(),
    prova: text('prova').notNull(),
    state: text('state', { enum: ['provisional', 'official'] })
      .notNull()
      .default('provisional'),
    corrected: boolean('corrected').notNull().default(false),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedBy: text('signed_by'),
    signedByName: text('signed_by_name'),
    /** When the last correction made the event provisional again. */
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    ...versionColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.competicao, t.categoria, t.prova] }),
    check('result_events_state', sql`${t.state} in ('provisional', 'official')`),
  ],
);

/**
 * The ruleset a competition with official results is held on (issue 36): the document of the
 * version its results were signed under, kept when the ruleset was edited afterwards. No row:
 * the competition is scored with its ruleset as stored now.
 */
export const competitionRulesets = pgTable('competition_rulesets', {
  competicao: text('competicao')
    .primaryKey()
    .references(() => competitions.id, { onDelete: 'cascade' }),
  rulesetId: text('ruleset_id').notNull(),
  rulesetVersion: integer('ruleset_version').notNull(),
  document: jsonb('document').notNull(),
  heldAt: timestamp('held_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(clockNow),
});

/** A change to a sheet of an official (or corrected) event, with its reason (issue 22). */
export const resultCorrections = pgTable(
  'result_corrections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    competicao: competitionColumn(),
    categoria: text('categoria').notNull(),
    prova: text('prova').notNull(),
    /** The entry's key (`fig:<licence>` or `cc:<coach card id>`) and what a person reads of it. */
    entry: text('entry').notNull(),
    entryLabel: text('entry_label').notNull(),
    beforeTotal: doublePrecision('before_total'),
    afterTotal: doublePrecision('after_total'),
    reason: text('reason').notNull(),
    byUser: text('by_user').notNull(),
    byName: text('by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(clockNow),
  },
  (t) => [index('result_corrections_event').on(t.competicao, t.categoria, t.prova, t.id)],
);

/** A club's inquiry about one of its entries' results, and the referee's answer (issue 22). */
export const resultInquiries = pgTable(
  'result_inquiries',
  {
    id: text('id').primaryKey(),
    competicao: competitionColumn(),
    categoria: text('categoria').notNull(),
    prova: text('prova').notNull(),
    entry: text('entry').notNull(),
    entryLabel: text('entry_label').notNull(),
    club: text('club').notNull(),
    text: text('text').notNull(),
    filedBy: text('filed_by').notNull(),
    filedByName: text('filed_by_name').notNull(),
    decision: text('decision', { enum: ['Aceite', 'Recusado'] }),
    answer: text('answer'),
    answeredBy: text('answered_by'),
    answeredByName: text('answered_by_name'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    ...versionColumns(),
  },
  (t) => [
    index('result_inquiries_event').on(t.competicao, t.categoria, t.prova),
    // One open inquiry per entry and club at a time (issue 36, migration 0014): two filings at
    // once on PostgreSQL cannot both pass.
    uniqueIndex('result_inquiries_one_open')
      .on(t.competicao, t.categoria, t.prova, t.entry, t.club)
      .where(sql`${t.decision} is null`),
    // A club's filings of the last minutes (the per-club rate, counted from the table).
    index('result_inquiries_club_recent').on(t.competicao, t.club, t.createdAt),
    check('result_inquiries_decision', sql`${t.decision} in ('Aceite', 'Recusado')`),
  ],
);

/**
 * The federation's athlete registry (issue 23, ADR 054): one row per licence, kept by the admin
 * (by hand or from the federation's CSV of licences) and read by each club for its own athletes.
 * Entries pick their athletes from it; an entry's Nome and Ano come from here when the licence
 * is registered.
 */
export const athletes = pgTable(
  'athletes',
  {
    licenca: integer('licenca').primaryKey(),
    nome: text('nome').notNull(),
    ano: integer('ano').notNull(),
    clube: text('clube').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    ...versionColumns(),
  },
  (t) => [index('athletes_clube').on(t.clube)],
);

/**
 * Who sits in each seat of a competition's panels (issue 23): the judge's name, and club when
 * known, set by the admin, so that the judges' evaluation follows a person across competitions.
 */
export const panelJudges = pgTable(
  'panel_judges',
  {
    competicao: competitionColumn(),
    panel: text('panel', { enum: ['figuras', 'coachCard'] }).notNull(),
    seat: integer('seat').notNull(),
    nome: text('nome').notNull(),
    clube: text('clube'),
    ...versionColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.competicao, t.panel, t.seat] }),
    check('panel_judges_panel', sql`${t.panel} in ('figuras', 'coachCard')`),
    check('panel_judges_seat', sql`${t.seat} between 1 and 7`),
  ],
);

/**
 * The SITE's side of publishing from a venue (issue 40, ADR 064): a competition whose changes a
 * venue's laptop sends. The key is kept as its sha256 only. While not ended, the competition is
 * read-only for the site's own users (migration 0016's guard). At most one active per competition.
 */
export const publications = pgTable(
  'publications',
  {
    id: text('id').primaryKey(),
    competicao: text('competicao').notNull(),
    venue: text('venue').notNull(),
    keyHash: text('key_hash').notNull(),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    createdBy: text('created_by').notNull(),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(clockNow),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    contactAt: timestamp('contact_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('publications_one_active')
      .on(t.competicao)
      .where(sql`${t.endedAt} is null`),
    index('publications_competition').on(t.competicao, t.createdAt),
  ],
);

/**
 * The VENUE's side (issue 40, ADR 064): where a competition is published and how far the site has
 * confirmed it. A trigger (migration 0017) bumps `localSeq` with every audited change of the
 * competition and every move of a panel's pointer. No foreign key: an import or a restore
 * replaces the competition's row and the link outlives it.
 */
export const publicationLinks = pgTable('publication_links', {
  competicao: text('competicao').primaryKey(),
  siteUrl: text('site_url').notNull(),
  publicationId: text('publication_id').notNull(),
  key: text('key').notNull(),
  localSeq: bigint('local_seq', { mode: 'number' }).notNull().default(1),
  ackedSeq: bigint('acked_seq', { mode: 'number' }).notNull().default(0),
  lastFingerprint: text('last_fingerprint'),
  state: text('state').notNull().default('sending'),
  lastError: text('last_error'),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  nextTryAt: timestamp('next_try_at', { withTimezone: true }),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(clockNow),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});
