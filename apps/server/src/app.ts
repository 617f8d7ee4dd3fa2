import { fileURLToPath } from 'node:url';
import type { HttpBindings } from '@hono/node-server';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, Hono, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compressAnswers } from './http/compress.ts';
import type { TokenVerifier } from './auth/verify.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { StorageHealth } from './db/storage.ts';
import { registerCompetitionRoutes } from './features/competitions/routes.ts';
import { registerCoachCardRoutes } from './features/coach-cards/routes.ts';
import { registerFigureEntryRoutes } from './features/figure-entries/routes.ts';
import { registerStartListRoutes } from './features/start-lists/routes.ts';
import { registerFigureResultRoutes } from './features/figure-results/routes.ts';
import { registerRoutineResultRoutes } from './features/routine-results/routes.ts';
import { registerResultListRoutes } from './features/result-lists/routes.ts';
import { registerAthleteRoutes } from './features/athletes/routes.ts';
import { registerMedalRoutes } from './features/medals/routes.ts';
import { registerRankingRoutes } from './features/rankings/routes.ts';
import { registerScoreboardRoutes } from './features/scoreboard/routes.ts';
import { registerJudgeEvaluationRoutes } from './features/judge-evaluation/routes.ts';
import { registerPriceListRoutes } from './features/price-lists/routes.ts';
import { registerMessageRoutes } from './features/messages/routes.ts';
import { registerSystemRoutes } from './features/system/routes.ts';
import { registerUserRoutes } from './features/users/routes.ts';
import { registerAuditRoutes } from './features/audit/routes.ts';
import { registerRulesetRoutes } from './features/rulesets/routes.ts';
import { IMPORT_PATH, registerBackupRoutes } from './features/backups/routes.ts';
import { registerSnapshotRoutes } from './features/snapshots/routes.ts';
import { registerJudgePanelRoutes } from './features/judge-panel/routes.ts';
import { registerVerifyRoutes } from './features/verify/routes.ts';
import {
  isPublicationBatch,
  registerPublicationSiteRoutes,
} from './features/publications/site-routes.ts';
import { PublicationSender } from './features/publications/sender.ts';
import type { PublicationSenderDeps } from './features/publications/sender.ts';
import { registerPublishingRoutes } from './features/publications/venue-routes.ts';
import { backupHooks, competitionHooks } from './feature-hooks.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { authenticateRequest } from './http/auth-middleware.ts';
import { DerivedCache } from './http/derived-cache.ts';
import { AppError, fieldErrorsFromZod, handleError, problem, msg } from './http/errors.ts';
import type { Logger } from './http/logger.ts';
import { redactSeatCodes } from './http/logger.ts';
import { securityHeaderSetter, setAnswerHeader } from './http/security-headers.ts';
import { createSpaHandler } from './http/static-files.ts';
import { PublicReads, requestIdOf } from './http/public-reads.ts';
import type { AppEnv } from './http/types.ts';
import { now as clockNow } from './clock.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  verifier: TokenVerifier;
  log: Logger;
  /** The clock (entries deadlines); tests pass a fixed one. */
  now?: () => Date;
  /** Cached public answers (lists, start and result lists); each app gets its own by default. */
  cache?: DerivedCache;
  /** Extra routes mounted before the SPA fallback (the embedded provider's login pages). */
  mount?: { path: string; app: Hono<{ Bindings: HttpBindings }> }[];
  /**
   * The venue's sender to the federation's site (issue 40): what it uses instead of the network
   * and the timers (tests). It sends only once started (server.ts starts it; the tests do not).
   */
  publishing?: Partial<Omit<PublicationSenderDeps, 'db' | 'now' | 'log'>>;
}

export const MAX_BODY_BYTES = 1024 * 1024;
/** The ISS coach card upload (issue 39): its 413 names the file. */
const ISS_UPLOAD_PATH = '/api/coachcard/iss';
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Methods whose requests never carry a body. */
const BODYLESS_METHODS = new Set(['GET', 'HEAD']);

export function buildApp(deps: AppDeps) {
  const { config, log } = deps;
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        return problem(c, new AppError('validation', undefined, fieldErrorsFromZod(result.error)));
      }
    },
  });

  const setSecurityHeaders = securityHeaderSetter({ https: config.https });
  app.use('*', async (c, next) => {
    const requestId = requestIdOf(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    c.set('log', log.child({ requestId }));
    c.set('user', null);
    const started = performance.now();
    await next();
    // Security headers on every answer, errors and static files included.
    setSecurityHeaders(c);
    setAnswerHeader(c, 'X-Request-Id', requestId);
    // The access line from the root logger with the id as a field: the same line as the
    // request's logger would write, without making a bound logger for every request.
    log.info('request', {
      requestId,
      method: c.req.method,
      // A judge's seat code (the phone's /judge/<code>) is a secret: never in the log.
      path: redactSeatCodes(c.req.path),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  app.use('/api/*', compressAnswers());
  const apiBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      problem(
        c,
        new AppError(
          'payload_too_large',
          msg('errors.bodyLimit', { limit: MAX_BODY_BYTES }),
          // An uploaded file (an ISS coach card, issue 39) is the field that is too big.
          c.req.path === ISS_UPLOAD_PATH
            ? [{ path: 'file', message: 'errors.bodyLimit', params: { limit: MAX_BODY_BYTES } }]
            : undefined,
        ),
      ),
  });
  // The import route has its own, larger limit, applied once the caller is known to be an admin.
  // GET and HEAD carry no body (a fetch Request cannot have one); asking for it made
  // @hono/node-server build the whole Request, with its AbortSignal, for every read (~7 % of
  // the server's time on cached reads, issue 20's profile).
  // An answer to a signed-in caller may hold what only that caller may see (hidden competitions,
  // a club's entries): no cache keeps it. Anonymous answers keep their own caching (ADR 019).
  // A body too large is refused before that (its 413 keeps the problem's own headers). One
  // middleware for both: an anonymous read passes a single layer, with nothing to do after it.
  // A live stream keeps its no-transform (ADR 051): no proxy may buffer or compress its events.
  const privateAnswer = (c: Context<AppEnv>, next: Next) =>
    next().then(() =>
      setAnswerHeader(
        c,
        'Cache-Control',
        c.res.headers.get('Cache-Control')?.includes('no-transform')
          ? 'private, no-store, no-transform'
          : 'private, no-store',
      ),
    );
  app.use('/api/*', (c, next) => {
    const method = c.req.method;
    const signedIn = Boolean(c.req.header('authorization'));
    // The import and a venue's batch (ADR 064) read their bodies with their own, larger limits.
    if (
      BODYLESS_METHODS.has(method) ||
      (method === 'POST' && c.req.path === IMPORT_PATH) ||
      isPublicationBatch(method, c.req.path)
    )
      return signedIn ? privateAnswer(c, next) : next();
    return apiBodyLimit(c, signedIn ? () => privateAnswer(c, next) : next);
  });
  app.use('/api/*', authenticateRequest(deps.verifier));
  // Any write may change a derived answer: drop them all once it is done (ADR 019).
  const cache = deps.cache ?? new DerivedCache();
  // Storage trouble (issue 18): a write that found no space marks it, a write that worked clears it.
  const storage = new StorageHealth(() => deps.database.probeWrite());
  app.use('/api/*', async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    try {
      await next();
    } finally {
      cache.invalidateAll();
    }
    if (c.res.status < 300) storage.noteWriteSucceeded();
  });

  const now = deps.now ?? clockNow;
  // The venue's sender (issue 40, ADR 064): after every write, each published competition sends
  // the site what it lacks (nothing at all until started, and while nothing is published).
  const publisher = new PublicationSender({
    db: deps.database.db,
    now,
    log,
    fetch: (input, init) => globalThis.fetch(input, init),
    ...deps.publishing,
  });
  cache.onInvalidate(() => publisher.wake());
  // Anonymous reads of the public answers, served before the app by the server (ADR 046).
  const publicReads = new PublicReads();
  registerSystemRoutes(app, { ...deps, storage, publicReads });
  registerUserRoutes(app);
  registerMessageRoutes(app);
  registerCompetitionRoutes(app, {
    db: deps.database.db,
    cache,
    now,
    hooks: competitionHooks,
    publicReads,
  });
  registerPriceListRoutes(app, { db: deps.database.db });
  registerStartListRoutes(app, { db: deps.database.db, cache, publicReads });
  registerFigureResultRoutes(app, { db: deps.database.db });
  registerRoutineResultRoutes(app, { db: deps.database.db });
  registerResultListRoutes(app, { db: deps.database.db, cache, publicReads, now });
  registerMedalRoutes(app, { db: deps.database.db, cache, publicReads });
  registerRankingRoutes(app, { db: deps.database.db, cache, publicReads, now });
  registerScoreboardRoutes(app, { db: deps.database.db, cache, publicReads });
  registerJudgeEvaluationRoutes(app, { db: deps.database.db });
  registerCoachCardRoutes(app, { db: deps.database.db, now });
  registerFigureEntryRoutes(app, { db: deps.database.db, now });
  registerAthleteRoutes(app, { db: deps.database.db });
  registerAuditRoutes(app, { db: deps.database.db });
  registerVerifyRoutes(app, { db: deps.database.db });
  registerRulesetRoutes(app, { db: deps.database.db });
  registerBackupRoutes(app, { db: deps.database.db, now, hooks: backupHooks });
  registerSnapshotRoutes(app, { db: deps.database.db, now });
  registerPublicationSiteRoutes(app, { db: deps.database.db, now });
  registerPublishingRoutes(app, { db: deps.database.db, now, publisher });
  registerJudgePanelRoutes(app, {
    db: deps.database.db,
    now,
    streamLimits: {
      perSession: config.limits.streamsPerSession,
      total: config.limits.liveStreams,
    },
  });

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  // A judge's phone (issue 21): the seat session POST /api/judge/session gives.
  app.openAPIRegistry.registerComponent('securitySchemes', 'judgeSeat', {
    type: 'apiKey',
    in: 'header',
    name: 'X-Judge-Seat',
  });
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Artistic — API da federação de natação artística',
      version: '0.1.0',
      description:
        'Competições, inscrições, listas de partida e resultados. Erros em application/problem+json.',
    },
  });
  registerApiDocs(app as unknown as Hono);

  for (const m of deps.mount ?? []) app.route(m.path, m.app as never);

  app.all('/api/*', (c) =>
    problem(
      c,
      new AppError(
        'not_found',
        msg('errors.noSuchRoute', { method: c.req.method, path: c.req.path }),
      ),
    ),
  );
  const spa = createSpaHandler(config.webDist ?? defaultWebDist);
  app.get('*', (c) => spa(c));

  app.onError((err, c) => handleError(err, c, c.get('log') ?? log, () => storage.noteOutOfSpace()));
  app.notFound((c) => problem(c, new AppError('not_found')));
  return Object.assign(app, { publicReads, storage, publisher });
}
