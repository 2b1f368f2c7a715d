/** What every route plugin receives: the settings and the repositories (never the database itself). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Repositories } from '../repositories/index.ts';
import type { CatalogBodies } from './catalog.ts';

export interface AppContext {
  config: Config;
  repos: Repositories;
  /** The encoded catalogues and the heavy-answer slots, shared by every request of the app. */
  catalogs: CatalogBodies;
}

export type RoutePlugin = FastifyPluginAsyncZod<{ context: AppContext }>;
