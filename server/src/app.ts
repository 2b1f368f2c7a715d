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
import { answerFrameworkError, registerErrorHandler, sendError } from './errors.ts';
import { createRepositories } from './repositories/index.ts';
import { bootstrapRoutes } from './routes/bootstrap.ts';
import { catalogRoutes, createCatalogBodies, warmCatalogs, type HeavyLimits } from './routes/catalog.ts';
import { clothesRoutes } from './routes/clothes.ts';
import type { AppContext } from './routes/context.ts';
import { healthRoutes } from './routes/health.ts';
import { itemsRoutes } from './routes/items.ts';
import { searchRoutes } from './routes/search.ts';
import { spellsRoutes } from './routes/spells.ts';
import { statsRoutes } from './routes/stats.ts';
import { registerDataEtags } from './plugins/data-etag.ts';
import { TofulabLogController } from './plugins/log-controller.ts';
import { answerWrongMethod, trackRouteMethods, type MethodTable } from './plugins/methods.ts';
import { registerOverloadProtection, SERVER_TIMEOUTS } from './plugins/overload.ts';
import { REQUEST_ID_LOG_LABEL, registerRequestId, requestIdOptions } from './plugins/request-id.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
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
}

const API_ROUTES = [
  statsRoutes,
  bootstrapRoutes,
  itemsRoutes,
  clothesRoutes,
  spellsRoutes,
  searchRoutes,
  catalogRoutes,
  healthRoutes,
];

export async function buildApp({ db, config, logger, heavyLimits }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // A path parameter may hold up to MAX_IDS_PER_REQUEST ids joined with '-' (Fastify's default
    // of 100 characters cuts a 17-item stuff); longer is answered 414.
    routerOptions: { maxParamLength: MAX_IDS_PER_REQUEST * 11 },
    frameworkErrors: answerFrameworkError,
    ...SERVER_TIMEOUTS,
    ...requestIdOptions,
    logController: new TofulabLogController({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestId(app);
  const methods = trackRouteMethods(app);
  app.decorate('routeTable', methods);
  await registerSecurityHeaders(app);
  await registerOverloadProtection(app, config.maxEventLoopDelayMs);
  // gzip or brotli as the client accepts (the catalogue route encodes its own bytes once).
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });

  const context: AppContext = { config, repos: createRepositories(db), catalogs: createCatalogBodies(heavyLimits) };
  app.decorate('warmCatalogs', () => warmCatalogs(context.repos, context.catalogs));
  registerDataEtags(app, context.repos);
  for (const routes of API_ROUTES) await app.register(routes, { prefix: '/api', context });

  const spaFallback = await registerWebApp(app, config);
  app.setNotFoundHandler(
    (request, reply) =>
      answerWrongMethod(methods, request, reply) ??
      spaFallback?.(request, reply) ??
      sendError(request, reply, 404, 'resourceNotFound'),
  );
  return app;
}
