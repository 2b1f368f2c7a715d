/**
 * The Fastify application, without listening and without start-up work (migrations, import): tests
 * build it over their own database and call it with `inject`. Routes are added to the instance
 * returned, up to `ready()`.
 */
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { MAX_IDS_PER_REQUEST } from '#contract/common';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import { registerActivity } from './modules/activity/tracker.ts';
import { authModule } from './modules/auth/routes.ts';
import { bootstrapModule } from './modules/bootstrap/routes.ts';
import { createCatalogBodies, warmCatalogs, type HeavyLimits } from './modules/catalog/bodies.ts';
import { catalogModule } from './modules/catalog/routes.ts';
import { healthModule } from './modules/health/routes.ts';
import { itemsModule } from './modules/items/routes.ts';
import { liveModule } from './modules/live/routes.ts';
import { registerLiveStreams } from './modules/live/streams.ts';
import { moderationModule } from './modules/moderation/routes.ts';
import { searchModule } from './modules/search/routes.ts';
import { setsModule } from './modules/sets/routes.ts';
import { spellsModule } from './modules/spells/routes.ts';
import { statsModule } from './modules/stats/routes.ts';
import { foldersModule } from './modules/folders/routes.ts';
import { craftsModule } from './modules/crafts/routes.ts';
import { skinsModule } from './modules/skins/routes.ts';
import { devblogModule } from './modules/devblog/routes.ts';
import { premiumModule } from './modules/premium/routes.ts';
import { gamificationModule } from './modules/gamification/routes.ts';
import { stuffsModule } from './modules/stuffs/routes.ts';
import { registerShortLinks } from './modules/stuffs/short-link.ts';
import { usersModule } from './modules/users/routes.ts';
import { registerAuthentication } from './plugins/authentication.ts';
import { registerDatabase } from './plugins/database.ts';
import { registerDataEtags } from './plugins/data-etag.ts';
import { answerClientError, answerFrameworkError, registerErrorHandler, sendError } from './plugins/errors.ts';
import { registerBodyLimits } from './plugins/body-limits.ts';
import { registerNulGuard } from './plugins/nul-characters.ts';
import { registerSmallAnswerCompression } from './http/small-compression.ts';
import { TofulabLogController } from './plugins/log-controller.ts';
import { answerWrongMethod, trackRouteMethods, type MethodTable } from './plugins/methods.ts';
import { HTTP_SERVER_LIMITS, registerOverloadProtection, SERVER_TIMEOUTS, type ServerTimeouts } from './plugins/overload.ts';
import { REQUEST_ID_LOG_LABEL, registerRequestId, requestIdOptions } from './plugins/request-id.ts';
import { registerRequestLang } from './plugins/request-lang.ts';
import { registerRequestSite } from './plugins/request-site.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerServedBy } from './plugins/served-by.ts';
import { BODY_LIMIT_BYTES } from './http/limits.ts';
import { registerWebApp } from './web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes and their methods (405 answers; tests enumerate every route with it). */
    routeTable: MethodTable;
    /** Encodes every imported catalogue ahead of the first download (start-up, after the import). */
    warmCatalogs(): Promise<void>;
  }
}

export interface AppOptions {
  db: Kysely<Database>;
  config: Config;
  /** Fastify's logger option; defaults to pino at `config.logLevel`. */
  logger?: FastifyServerOptions['logger'];
  /** Catalogue answers written at once and waiting (tests shrink them to see the 503). */
  heavyLimits?: HeavyLimits;
  /** The server's time limits (tests shrink them to see a slow client cut off). */
  serverTimeouts?: Partial<ServerTimeouts>;
}

export async function buildApp({ db, config, logger, heavyLimits, serverTimeouts }: AppOptions): Promise<FastifyInstance> {
  const { headersTimeout, connectionsCheckingInterval, ...timeouts } = { ...SERVER_TIMEOUTS, ...HTTP_SERVER_LIMITS, ...serverTimeouts };
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // A path parameter may hold up to MAX_IDS_PER_REQUEST ids joined with '-' (Fastify's default
    // of 100 characters cuts a 17-item stuff); longer is answered 414.
    routerOptions: { maxParamLength: MAX_IDS_PER_REQUEST * 11 },
    frameworkErrors: answerFrameworkError,
    ...timeouts,
    http: { headersTimeout, connectionsCheckingInterval },
    clientErrorHandler: answerClientError,
    bodyLimit: BODY_LIMIT_BYTES,
    ...requestIdOptions,
    logController: new TofulabLogController({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerBodyLimits(app);
  registerNulGuard(app);
  registerRequestId(app);
  registerServedBy(app, config.servedBy);
  registerRequestLang(app);
  registerRequestSite(app, config.sites);
  const methods = trackRouteMethods(app);
  app.decorate('routeTable', methods);
  await registerSecurityHeaders(app, config.accounts.publicUrl, config.site.adOrigins, config.accounts.avatarUrl ? [new URL(config.accounts.avatarUrl).origin] : []);
  await registerOverloadProtection(app, config.maxEventLoopDelayMs);
  // gzip or brotli as the client accepts: answers in memory up to 128 KB at once, larger ones and
  // streams by @fastify/compress (the catalogue route encodes its own bytes once).
  registerSmallAnswerCompression(app);
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });

  registerDatabase(app, db);
  registerActivity(app);
  registerLiveStreams(app, config);
  const catalogs = createCatalogBodies(heavyLimits);
  app.decorate('warmCatalogs', async () => {
    const games = (await app.repos.imports.list()).map((row) => row.game);
    await warmCatalogs(games, app.repos.catalogs, catalogs);
  });
  registerDataEtags(app);
  // The route paths are the contract's, /api included.
  await app.register(statsModule);
  await app.register(bootstrapModule);
  await app.register(itemsModule);
  await app.register(setsModule);
  await app.register(spellsModule);
  await app.register(searchModule);
  await app.register(catalogModule, { catalogs });
  await app.register(healthModule);
  await registerAuthentication(app, config);
  await app.register(authModule, { config });
  await app.register(usersModule, { config });
  await app.register(stuffsModule);
  registerShortLinks(app, config.sites);
  await app.register(foldersModule);
  await app.register(craftsModule);
  await app.register(skinsModule);
  await app.register(devblogModule);
  await app.register(premiumModule, { config });
  await app.register(moderationModule);
  await app.register(liveModule);
  await app.register(gamificationModule);

  const spaFallback = await registerWebApp(app, config);
  app.setNotFoundHandler(
    (request, reply) =>
      answerWrongMethod(methods, request, reply) ??
      spaFallback?.(request, reply) ??
      sendError(request, reply, 404, 'resourceNotFound'),
  );
  return app;
}
