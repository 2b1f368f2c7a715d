/**
 * One Cacminator search at a time, in the engine worker. The query key is the query itself, so a
 * new search supersedes the running one (TanStack Query aborts the old call's signal, and the
 * bridge stops the worker: a WASM loop cannot be interrupted otherwise). Cancel aborts the running
 * call the same way and keeps the page as it was; "Run again" starts it anew.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { CacminatorQuery } from '#game/cacminator-types';
import { cacminatorQueryOptions } from '#web/lib/engine/engine-queries.ts';

/** Settings typed in a row (a level, a resistance) start one search, not one per keystroke. */
export const SEARCH_DELAY_MS = 300;

/** The value once it has stayed the same for `delayMs`, and whether a newer one is waiting. */
function useSettledValue<T>(value: T, key: string, delayMs: number): { value: T; pending: boolean } {
  const [settled, setSettled] = useState({ value, key });
  useEffect(() => {
    if (key === settled.key) return;
    const timer = setTimeout(() => setSettled({ value, key }), delayMs);
    return () => clearTimeout(timer);
  }, [value, key, settled.key, delayMs]);
  return { value: settled.value, pending: settled.key !== key };
}

export function useCacminatorRun(query: CacminatorQuery) {
  const queryClient = useQueryClient();
  const requestedKey = JSON.stringify(query);
  const settled = useSettledValue(query, requestedKey, SEARCH_DELAY_MS);
  const options = cacminatorQueryOptions(settled.value);
  // Cancel applies to the search the user asked for, even while it waits for its settle delay.
  const [cancelledKey, setCancelledKey] = useState<string | null>(null);
  // Another search forgets the cancel: coming back to the cancelled settings runs them again.
  if (cancelledKey !== null && cancelledKey !== requestedKey) setCancelledKey(null);
  const cancelled = cancelledKey === requestedKey;
  const result = useQuery({ ...options, enabled: !cancelled, placeholderData: keepPreviousData });

  const cancel = useCallback(() => {
    setCancelledKey(requestedKey);
    void queryClient.cancelQueries({ queryKey: options.queryKey, exact: true });
  }, [queryClient, options.queryKey, requestedKey]);
  const runAgain = useCallback(() => setCancelledKey(null), []);

  return {
    result,
    /** A search is waiting for its settle delay or computing in the worker. */
    busy: !cancelled && (settled.pending || result.isFetching),
    /** What is on screen is not the ranking of the settings shown. */
    stale: cancelled || settled.pending || result.isPlaceholderData,
    cancelled,
    cancel,
    runAgain,
  };
}
