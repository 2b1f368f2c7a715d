/** The effect templates and class names of the bootstrap, keyed by id for the effect and condition texts. */
import { queryOptions } from '@tanstack/react-query';
import type { Game, LocalizedText } from '#contract/common';
import { bootstrapQueryOptions } from './bootstrap.ts';

export interface EncyclopediaReference {
  templates: ReadonlyMap<number, LocalizedText>;
  classNames: ReadonlyMap<number, LocalizedText>;
}

export function encyclopediaReferenceQueryOptions(game?: Game) {
  return queryOptions({
    ...bootstrapQueryOptions(game),
    select: (bootstrap): EncyclopediaReference => ({
      templates: new Map(bootstrap.effect_templates.map((entry) => [entry.id, entry.template])),
      classNames: new Map(bootstrap.classes.map((entry) => [entry.id, entry.name])),
    }),
  });
}
