/**
 * The filters both encyclopedia searches share, checked against the game's data: a class the game
 * does not have, an effect it does not know, or an effect sort without an effect is a 400 naming
 * the parameter. What the schema already checked (formats, ranges) is not repeated here.
 */
import type { Game } from '#contract/common';
import type { SearchQuery } from '#contract/search';
import type { StatKey } from '#game/stats';
import { invalidParameter } from '#server/plugins/errors';
import { effectFilterStat } from '../bootstrap/mapper.ts';
import type { ReferenceRepository } from '../bootstrap/repository.ts';
import type { FacetFilter } from './filters.ts';

export interface CheckedFacets {
  filter: FacetFilter;
  /** The characteristic `effect_desc` orders by. */
  sortStat: StatKey | undefined;
}

async function effectStats(
  reference: ReferenceRepository,
  game: Game,
  mainEffects: readonly string[],
  effects: readonly string[],
): Promise<{ main: StatKey[]; other: StatKey[] }> {
  if (mainEffects.length === 0 && effects.length === 0) return { main: [], other: [] };
  const known = await reference.gameEffects(game);
  const resolve = (name: 'main_effect' | 'effect', values: readonly string[]) =>
    values.map((value) => {
      const stat = effectFilterStat(known, value, name === 'main_effect');
      if (!stat) {
        const what = name === 'main_effect' ? 'a main effect' : 'an effect';
        throw invalidParameter('querystring', name, `"${value}" is not ${what} of ${game}`);
      }
      return stat;
    });
  return { main: resolve('main_effect', mainEffects), other: resolve('effect', effects) };
}

export async function checkedFacets(reference: ReferenceRepository, game: Game, query: SearchQuery): Promise<CheckedFacets> {
  if (query.class !== undefined && !(await reference.hasClass(game, query.class))) {
    throw invalidParameter('querystring', 'class', `${game} has no class ${query.class}`);
  }
  const { main, other } = await effectStats(reference, game, query.main_effect ?? [], query.effect ?? []);
  const sortStat = main[0] ?? other[0];
  if (query.sort === 'effect_desc' && sortStat === undefined) {
    throw invalidParameter('querystring', 'sort', 'effect_desc orders by main_effect or effect: give one');
  }
  // `folder` and `favorite` name the caller's own items: the route resolves them (member-items.ts).
  return {
    filter: {
      classId: query.class,
      elements: query.element,
      levelMin: query.level_min,
      levelMax: query.level_max,
      stats: [...new Set([...main, ...other])],
      standardOnly: query.availability === 'standard',
    },
    sortStat,
  };
}

/** Page count of a paginated answer. */
export function pageCount(count: number, size: number): number {
  return Math.ceil(count / size);
}
