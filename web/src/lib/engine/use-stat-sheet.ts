/**
 * Characteristic sheets through TanStack Query: the query key is the stuff itself, so an unchanged
 * stuff is never recomputed, a changed one is computed in the worker while the previous sheet stays
 * on screen, and a superseded computation is aborted.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StuffInput, Variant } from '../../../../engine/src/index.ts';
import { SITE_VARIANT } from '../../config/variant.ts';
import { engineBridge } from './engine-client.ts';

export function statSheetQueryOptions(stuff: StuffInput, variant: Variant = SITE_VARIANT) {
  return queryOptions({
    queryKey: ['stat-sheet', variant, stuff] as const,
    queryFn: ({ signal }) => engineBridge.computeStats(variant, stuff, signal),
    // A sheet is a pure function of its key: it never goes stale.
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });
}

export function useStatSheet(stuff: StuffInput, variant: Variant = SITE_VARIANT) {
  return useQuery({ ...statSheetQueryOptions(stuff, variant), placeholderData: keepPreviousData });
}
