import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
// The interview's texts of every language (the review's question column, issue 12), registered once.
import '@i129f/petition/interview-languages.ts';
import fastifyCookie from '@fastify/cookie';
import { loadConfig, type Config } from './env.ts';
import type { AppDeps } from './context.ts';
import { connectDb, type DbDialect } from './db/connect.ts';
import { loadKeyring } from './crypto/load-keyring.ts';
import { startLiveKeyring, type LiveKeyring } from './crypto/live-keyring.ts';
import type { Db } from './db/schema.ts';
import { migrateToLatest } from './db/migrate.ts';
import { useIncrementalVacuum } from './db/reclaim-space.ts';
import { splitLegacyChatStates } from './chat-state/split-legacy.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { BackgroundTasks } from './background.ts';
import { DbRateLimitStore, MemoryRateLimitStore, RateLimiter } from './http/rate-limit.ts';
import { registerErrorHandlers } from './http/error-handler.ts';
import { applyConnectionLimits, connectionServerOptions } from './http/server-options.ts';
import { configureBodyParsers } from './http/json-body.ts';
import { registerXsrf } from './http/xsrf.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import { guardEmailRoutes } from './http/email-routes.ts';
import { registerAudit } from './audit/register-audit.ts';
import { pruneSessions } from './auth/sessions.ts';
import { apiRoutes } from './routes.ts';
import { releaseWorkerPool, retainWorkerPool } from './workers/pool.ts';
import { registerTaskOwner } from './workers/task-owner.ts';
import type { ChatStateValidator } from './chat-state/validate.ts';
import { registerHealthRoutes } from './ops/health.ts';
import { loggerOptions } from './ops/log-format.ts';
import { registerMetrics } from './ops/metrics.ts';
import { registerDrainGuard } from './ops/shutdown.ts';
import { openFileStorage } from './files/store-from-config.ts';

export interface BuildAppOptions {
  /** Overrides on top of the environment (tests pass what they need). */
  config?: Partial<Config>;
  /** Epoch-ms clock; default Date.now. */
  now?: () => number;
  /** An open database; default: opened from config (and closed with the app). Migrations run either way. */
  db?: { db: Db; dialect: DbDialect; schema?: string | undefined };
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Destination of the default logger (tests read the log lines); default stdout. */
  logStream?: { write(line: string): void };
  /** Chat-state re-validation (default: the interview engine's validateState). */
  validateChatState?: ChatStateValidator;
}

/**
 * Request log line without secrets or personal data: the spec's reset API takes ?token= (the web app sends a header), and API paths
 * name accounts (:email) and files (:fileName), so an API request is logged by its route pattern.
 */
export function redactedRequest(req: { method: string; url: string; ip?: string; routeOptions?: { url?: string | undefined } }) {
  const [pathPart = '', query] = req.url.split('?', 2);
  const isApi = pathPart === '/api' || pathPart.startsWith('/api/');
  const pattern = req.routeOptions?.url;
  const where = isApi && pattern ? pattern : pathPart.replace(/[^/]*(@|%40)[^/]*/gi, '[email]');
  const q = query?.replace(/([^&=]+=)[^&]*/g, (_m, key: string) => `${key}[redacted]`);
  return { method: req.method, url: q === undefined ? where : `${where}?${q}`, remoteAddress: req.ip };
}

/** Builds the whole app (database migrated, routes registered) without listening. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...options.config };
  // Before anything opens: production without DATA_KEYS stops here with an error naming the variable.
  const loadedKeys = loadKeyring(config);
  const securityHeaderOptions = { frameSources: config.cspFrameSources, hsts: config.publicUrl.startsWith('https:') };
  const serverOptions: FastifyServerOptions = {
    logger: options.logger ?? loggerOptions({ level: config.logLevel, format: config.logFormat ?? 'json', serializers: { req: redactedRequest }, ...(options.logStream ? { stream: options.logStream } : {}) }),
    // While draining, requests still reaching the app get ops/shutdown.ts's 503 (JSON, security headers), not Fastify's bare one.
    return503OnClosing: false,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Timeouts and caps of every connection; answers before routing (bad URL, slow or malformed request) with the security headers.
    ...connectionServerOptions(config.connections, securityHeaderOptions),
  };
  const app = Fastify(serverOptions);
  // First hook: worker tasks started while serving a request count against its account (workers/task-owner.ts).
  registerTaskOwner(app);
  registerDrainGuard(app);
  applyConnectionLimits(app, config.connections);
  const owned = options.db ? undefined : connectDb({ databaseUrl: config.databaseUrl, pgSchema: config.databaseSchema, sqliteFile: `${config.dataDir}/app.db` });
  const database = options.db ?? owned!;
  const now = options.now ?? Date.now;
  // S3_URL: the bucket answers before anything else starts, or the start stops with a message (files/store-from-config.ts).
  const storage = await openFileStorage({
    config,
    db: database.db,
    dialect: database.dialect,
    now,
    onOrphan: (err) => app.log.warn({ err }, 'an old copy of a file stayed in object storage (an orphan: sealed, named by no row)'),
  }).catch(async (err: unknown) => {
    await owned?.close();
    throw err;
  });
  const deps: AppDeps = {
    config,
    db: database.db,
    dialect: database.dialect,
    now,
    mailer: options.mailer ?? createMailer(config, (msg, data) => app.log.info(data ?? {}, msg)),
    // Several instances share PostgreSQL, so their counters live there; the embedded SQLite default counts in memory.
    limiter: new RateLimiter(config.rateLimit.windowMs, now, database.dialect === 'postgres' ? new DbRateLimitStore(database.db) : new MemoryRateLimitStore()),
    background: new BackgroundTasks((err) => app.log.error({ err }, 'background task failed')),
    files: storage.files,
    objects: storage.objects,
  };
  app.decorate('deps', deps);
  app.decorateRequest('user', null);
  retainWorkerPool({
    ...(config.workers.threads ? { threads: config.workers.threads } : {}),
    ...(config.workers.perAccount ? { perAccount: config.workers.perAccount } : {}),
    ...(config.workers.heapMb ? { heapMb: config.workers.heapMb } : {}),
    maxQueue: config.workers.maxQueue,
    timeoutMs: config.workers.timeoutMs,
  });
  let dataKeys: LiveKeyring | undefined;
  app.addHook('onClose', async () => {
    await dataKeys?.close();
    await deps.background.idle();
    await releaseWorkerPool();
    await deps.mailer.close?.();
    await owned?.close();
    storage.objects?.close();
  });

  // Before the first table of a new SQLite file; an existing file is rewritten once (db/reclaim-space.ts).
  if (await useIncrementalVacuum(deps.db, deps.dialect)) app.log.info('SQLite database switched to incremental auto-vacuum (one VACUUM)');
  await migrateToLatest(deps.db, database.schema);
  // Keys across instances (issue 22.6): data sealed with a key this keyring lacks stops the start here, with a message.
  dataKeys = await startLiveKeyring({ db: deps.db, loaded: loadedKeys, now, log: app.log }).catch(async (err: unknown) => {
    await app.close();
    throw err;
  });
  app.decorate('dataKeys', dataKeys);
  if (loadedKeys.source === 'file' && database.dialect === 'postgres') {
    app.log.warn(`DATA_KEYS is unset: data is sealed with this instance's development key (${loadedKeys.file}); every other instance on this PostgreSQL database needs the same keys`);
  }
  // Petitions saved whole before issue 19 become head + section rows (once; later starts find none).
  const split = await splitLegacyChatStates(deps.db);
  if (split.split || split.unreadable) app.log.info({ split: split.split, unreadable: split.unreadable }, 'legacy chat states split into sections');
  await pruneSessions(deps);

  registerErrorHandlers(app);
  configureBodyParsers(app);
  registerSecurityHeaders(app, securityHeaderOptions);
  await app.register(fastifyCookie);
  registerXsrf(app, { secureCookie: config.publicUrl.startsWith('https:') });
  guardEmailRoutes(app);
  registerAudit(app);
  // Operations endpoints outside /api (ops/): /healthz, /readyz, /metrics (off unless METRICS_TOKEN is set).
  registerHealthRoutes(app);
  registerMetrics(app, config.metricsToken);
  await app.register(apiRoutes, { prefix: '/api', validateChatState: options.validateChatState });
  await registerWebApp(app, config.webDist);
  return app;
}
