/** What every route plugin receives: the settings and the repositories (never the database itself). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Repositories } from '../repositories/index.ts';

export interface AppContext {
  config: Config;
  repos: Repositories;
}

export type RoutePlugin = FastifyPluginAsyncZod<{ context: AppContext }>;
