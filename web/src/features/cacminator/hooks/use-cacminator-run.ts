/**
 * One Cacminator search at a time, in the engine worker. The query key is the query itself, so a
 * new search supersedes the running one (TanStack Query aborts the old call's signal, and the
 * bridge stops the worker: a WASM loop cannot be interrupted otherwise). Cancel aborts the running
 * call the same way and keeps the page as it was; "Run again" starts it anew.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { CacminatorQuery } from '../../../../../engine/src/cacminator-types.ts';
import { cacminatorQueryOptions } from '../../../lib/engine/use-stat-sheet.ts';

/** Settings typed in a row (a level, a resistance) start one search, not one per keystroke. */
export const SEARCH_DELAY_MS = 300;

function useSettledValue<T>(value: T, key: string, delayMs: number): T {
  const [settled, setSettled] = useState({ value, key });
  useEffect(() => {
    if (key === settled.key) return;
    const timer = setTimeout(() => setSettled({ value, key }), delayMs);
    return () => clearTimeout(timer);
  }, [value, key, settled.key, delayMs]);
  return settled.value;
}

export function useCacminatorRun(query: CacminatorQuery) {
  const queryClient = useQueryClient();
  const settledQuery = useSettledValue(query, JSON.stringify(query), SEARCH_DELAY_MS);
  const options = cacminatorQueryOptions(settledQuery);
  const searchKey = JSON.stringify(options.queryKey);
  const [cancelledKey, setCancelledKey] = useState<string | null>(null);
  const cancelled = cancelledKey === searchKey;
  const result = useQuery({ ...options, enabled: !cancelled, placeholderData: keepPreviousData });

  const cancel = useCallback(() => {
    setCancelledKey(searchKey);
    void queryClient.cancelQueries({ queryKey: options.queryKey, exact: true });
  }, [queryClient, options.queryKey, searchKey]);
  const runAgain = useCallback(() => setCancelledKey(null), []);

  return {
    result,
    /** The worker is computing the search. */
    busy: !cancelled && result.isFetching,
    cancelled,
    cancel,
    runAgain,
  };
}
