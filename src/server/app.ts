/** Builds the Fastify application: external plugins, then app plugins, then routes. */
import crypto from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import helmet from 'helmet';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { inlineScriptHashesOf } from './lib/inline-scripts.ts';
import { ResultCache } from './modules/assessments/result-cache.ts';
import type { AppConfig } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { checkAccess } from './modules/auth/access.ts';
import { SESSION_COOKIE, SessionService } from './modules/auth/sessions.ts';
import { SessionCache } from './modules/auth/session-cache.ts';
import { Mailer } from './modules/mail/mailer.ts';
import { type Catalog, loadCatalog } from './modules/catalog/catalog.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { assetRoutes } from './modules/assets/routes.ts';
import { archetypeRoutes } from './modules/archetypes/routes.ts';
import { boardRoutes } from './modules/boards/routes.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { assessmentRoutes } from './modules/assessments/routes.ts';
import { registerResultPage } from './modules/assessments/result-page.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { petRoutes } from './modules/pets/routes.ts';
import { frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { shareCardRoutes } from './modules/share-cards/routes.ts';
import { ShareCardService } from './modules/share-cards/share-card-service.ts';
import { normsRoutes } from './modules/norms/routes.ts';
import { pushRoutes, sendPushToUser } from './modules/push/index.ts';
import { Notifier, notificationRoutes, type Deliverer } from './modules/notifications/index.ts';
import { NormsService } from './modules/norms/norms-service.ts';
import { registerPreviewPage } from './modules/share-cards/preview-page.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { registerClient } from './plugins/client.ts';
import { CLIENT_DIST_DIR } from './lib/paths.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { chooseLogFormat, loggerOptions } from './lib/log-output.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  db: Db;
  sessions: SessionService;
  /** Reference content loaded once at start. */
  catalog: Catalog;
  /** Result pages kept at the version they were built from. */
  results: ResultCache;
  /** Set by SIGTERM (src/server/main.ts): readiness answers 503 and connections are not kept alive. */
  lifecycle: { draining: boolean };
  /** Public views of shared results, kept the same way. */
  sharedResults: ResultCache;
  /** Share cards (PNG) drawn, kept by assessment version; the preview page's metadata. */
  shareCards: ShareCardService;
  /** 'Where my pet stands': the per-species norms, refreshed by one process at a time. */
  norms: NormsService;
  /** Account e-mails: SendGrid, the outbox, or none (docs/decisions/0039). */
  mailer: Mailer;
  /** After a notification commits: hands it to the push sender (docs/decisions/0045). */
  notifier: Notifier;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    user: PublicUser | null;
  }
}

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** Log to stdout (default true outside tests). */
  logger?: boolean;
  clientDir?: string;
}

export async function buildApp({ config, database, logger, clientDir }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Readable lines at a terminal, JSON lines for a log collector (docs/decisions/0050).
    logger:
      (logger ?? config.env !== 'test')
        ? loggerOptions(config.logLevel, chooseLogFormat(config.logFormat, process.stdout.isTTY))
        : false,
    // A hop count trusts that many proxies nearest to the app (proxy-addr's rule, as Fastify applies a number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // A 5 MB photo arrives as a ~6.7 MB data URL; larger bodies get a clear 413.
    bodyLimit: 12 * 1024 * 1024,
    // The router's own failures (a URL that does not decode, a path parameter over 100 characters)
    // answer `{ message, code }` in words (./plugins/errors.ts).
    routerOptions: { maxParamLength: 100 },
    frameworkErrors,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    },
  });
  const sessionCache = new SessionCache(config.sessionCacheMs);
  await sessionCache.start(database, (msg, err) => app.log.warn({ err }, msg));
  app.addHook('onClose', () => sessionCache.close());
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    sessions: new SessionService(database.db, config, sessionCache),
    catalog: loadCatalog(),
    results: new ResultCache(),
    lifecycle: { draining: false },
    sharedResults: new ResultCache(),
    shareCards: new ShareCardService(database.db, config),
    norms: new NormsService(database.db, config, (msg, err) => app.log.warn({ err }, msg)),
    mailer: new Mailer(database.db, config, app.log),
    notifier: new Notifier(app.log),
  };
  // A committed notification goes to the owner's devices through Web Push (never awaited by the
  // request; bounded, retried a little, failures logged: docs/decisions/0045, 0047).
  const deliver: Deliverer = async (userId, message) => {
    await sendPushToUser(database.db, userId, message);
  };
  deps.notifier.setDeliverer(deliver);
  deps.norms.start();
  app.addHook('onClose', () => deps.norms.stop());
  // Background e-mails finish (or fail and are logged) before the database closes.
  app.addHook('onClose', () => deps.mailer.idle());
  app.addHook('onClose', () => deps.notifier.idle());
  app.decorate('deps', deps);
  app.decorate('checkAccess', checkAccess);
  app.decorateRequest('user', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  registerErrorHandling(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Draining: answer, then close the connection, so nothing is left to reuse when the process stops.
    if (deps.lifecycle.draining) reply.header('connection', 'close');
  });

  // Security headers, built once (helmet itself: @fastify/helmet rebuilt them on every request, 5 % of a
  // signed-in read's time; docs/decisions/0024-server-read-path.md).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // index.html's inline script (the splash's), by its hash (./lib/inline-scripts.ts).
        scriptSrc: ["'self'", ...inlineScriptHashesOf(path.join(clientDir ?? CLIENT_DIST_DIR, 'index.html'))],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    hsts: config.cookieSecure === 'true',
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined)),
  );
  await app.register(fastifyCookie);
  registerOriginCheck(app, config.allowedOrigins);

  // Before validation, so that a route's access rule (401/403) answers before its input is read.
  app.addHook('preValidation', async (request, reply) => {
    if (request.url.startsWith('/api/')) request.user = await deps.sessions.resolve(request, reply);
  });
  await registerApiDocs(app, SESSION_COOKIE);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(assetRoutes);
  await app.register(archetypeRoutes);
  await app.register(boardRoutes);
  await app.register(uploadRoutes);
  await app.register(catalogRoutes);
  await app.register(assessmentRoutes);
  await app.register(petRoutes);
  await app.register(adminRoutes);
  await app.register(shareCardRoutes);
  await app.register(normsRoutes);
  await app.register(pushRoutes);
  await app.register(notificationRoutes);
  // /shared/{id} carries the result's link-preview metadata (the share-cards module's page) and
  // /results/{id} the preloads of its first screen (the assessments module's), handed to the client
  // plugin (plugins import no module).
  await registerClient(app, clientDir, { sharedPage: registerPreviewPage, resultPage: registerResultPage });
  return app;
}
