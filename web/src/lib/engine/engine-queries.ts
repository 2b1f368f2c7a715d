/**
 * Engine results through TanStack Query: the query key is the stuff itself (and the call's other
 * arguments), so an unchanged stuff is never recomputed, a changed one is computed in the worker
 * while the previous result stays on screen, and a superseded computation is aborted. Every result
 * is a pure function of its key: it never goes stale.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CacminatorExpectation, CacminatorQuery, CacminatorRanking } from '#game/cacminator-types';
import type { DamageOptions, Target } from '#game/damage-types';
import type { StuffInput } from '#game/stuff';
import type { Variant } from '#game/variants';
import type { BoardState, ComboAction } from '#game/bombs';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { engineBridge } from './worker-manager.ts';

const PURE = { staleTime: Infinity, gcTime: 5 * 60_000 } as const;

/** The sheet with the unmet item conditions and the broken slot rules. */
export function stuffInspectionQueryOptions(stuff: StuffInput, variant: Variant = SITE_VARIANT) {
  return queryOptions({
    queryKey: ['stuff-inspection', variant, stuff] as const,
    queryFn: ({ signal }) => engineBridge.inspectStuff(variant, stuff, signal),
    ...PURE,
  });
}

export function useStuffInspection(stuff: StuffInput, variant: Variant = SITE_VARIANT) {
  return useQuery({ ...stuffInspectionQueryOptions(stuff, variant), placeholderData: keepPreviousData });
}

export function weaponDamageQueryOptions(stuff: StuffInput, target?: Target, options?: DamageOptions, variant: Variant = SITE_VARIANT) {
  return queryOptions({
    queryKey: ['weapon-damage', variant, stuff, target ?? null, options ?? null] as const,
    queryFn: ({ signal }) => engineBridge.weaponDamage(variant, stuff, target, options, signal),
    ...PURE,
  });
}

export function useWeaponDamage(stuff: StuffInput, target?: Target, options?: DamageOptions, variant: Variant = SITE_VARIANT) {
  return useQuery({ ...weaponDamageQueryOptions(stuff, target, options, variant), placeholderData: keepPreviousData });
}

/** The worn weapon's figure under the Cacminator's ranking (computed in the worker, like the ranking). */
export function useWeaponScore(
  stuff: StuffInput,
  target: Target | undefined,
  options: DamageOptions | undefined,
  rankBy: CacminatorRanking,
  expectation: CacminatorExpectation,
  variant: Variant = SITE_VARIANT,
) {
  return useQuery({
    queryKey: ['weapon-score', variant, stuff, target, options, rankBy, expectation] as const,
    queryFn: ({ signal }) => engineBridge.weaponScore(variant, stuff, target, options, rankBy, expectation, signal),
    ...PURE,
    placeholderData: keepPreviousData,
  });
}

/**
 * The Cacminator's ranking for a query; a superseded or cancelled search stops the worker
 * (engineBridge.cacminator). Silent: the page says a failure inline in the user's language (the
 * global alert would only add a generic one).
 */
export function cacminatorQueryOptions(query: CacminatorQuery, variant: Variant = SITE_VARIANT) {
  return queryOptions({
    queryKey: ['cacminator', variant, query] as const,
    queryFn: ({ signal }) => engineBridge.cacminator(variant, query, signal),
    ...PURE,
    meta: { silent: true },
  });
}

export function classSpellDamagesQueryOptions(stuff: StuffInput, classId: number, target?: Target, variant: Variant = SITE_VARIANT) {
  return queryOptions({
    queryKey: ['class-spell-damages', variant, stuff, classId, target ?? null] as const,
    queryFn: ({ signal }) => engineBridge.classSpellDamages(variant, stuff, classId, target, signal),
    ...PURE,
  });
}

export function useClassSpellDamages(stuff: StuffInput, classId: number, target?: Target, variant: Variant = SITE_VARIANT) {
  return useQuery({ ...classSpellDamagesQueryOptions(stuff, classId, target, variant), placeholderData: keepPreviousData });
}

/**
 * The Bombminator's board for a stuff (explosions, walls, per-target damage by the engine). Silent: a
 * board the game cannot hold comes back as a `BombInputError` the page words in the user's language.
 */
export function bombminatorQueryOptions(stuff: StuffInput, state: BoardState, actions: ComboAction[], variant: Variant = SITE_VARIANT) {
  return queryOptions({
    queryKey: ['bombminator', variant, stuff, state, actions] as const,
    queryFn: ({ signal }) => engineBridge.bombminator(variant, stuff, state, actions, signal),
    ...PURE,
    retry: false,
    meta: { silent: true },
  });
}

export function useBombminator(stuff: StuffInput, state: BoardState, actions: ComboAction[], variant: Variant = SITE_VARIANT) {
  return useQuery({ ...bombminatorQueryOptions(stuff, state, actions, variant), placeholderData: keepPreviousData });
}

/** The catalogue records (lines, weapon block, set) of items, as the engine reads them. */
export function catalogItemsQueryOptions(ids: readonly number[], variant: Variant = SITE_VARIANT) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: ['catalog-items', variant, sorted] as const,
    queryFn: ({ signal }) => engineBridge.catalogItems(variant, sorted, signal),
    ...PURE,
  });
}

export function useCatalogItems(ids: readonly number[], variant: Variant = SITE_VARIANT) {
  return useQuery({ ...catalogItemsQueryOptions(ids, variant), placeholderData: keepPreviousData });
}

/** The class record the engine computes capital with (its cost tables); null when the catalogue lacks the class. */
/** The catalogue records of sets: their bonuses per number of pieces, as the engine applies them. */
export function catalogSetsQueryOptions(ids: readonly number[], variant: Variant = SITE_VARIANT) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: ['catalog-sets', variant, sorted] as const,
    queryFn: ({ signal }) => engineBridge.catalogSets(variant, sorted, signal),
    ...PURE,
  });
}

export function useCatalogSets(ids: readonly number[], variant: Variant = SITE_VARIANT) {
  return useQuery({ ...catalogSetsQueryOptions(ids, variant), placeholderData: keepPreviousData });
}

export function catalogClassQueryOptions(classId: number, variant: Variant = SITE_VARIANT) {
  return queryOptions({
    queryKey: ['catalog-class', variant, classId] as const,
    queryFn: ({ signal }) => engineBridge.catalogClass(variant, classId, signal),
    ...PURE,
  });
}

export function useCatalogClass(classId: number, variant: Variant = SITE_VARIANT) {
  return useQuery(catalogClassQueryOptions(classId, variant));
}
