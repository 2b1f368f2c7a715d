/**
 * The Panominator's form lives in the URL (like the Cacminator's filters): a link or a reload gives
 * the same settings. A change replaces the history entry, so Back leaves the page. The game's stats
 * (bootstrap `stats_in_use`) give the default objective its rows: a preset never shows a stat the
 * game's items do not have.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useOfferedStats } from '#web/entities/panominator/hooks/use-offered-stats.ts';
import { DEFAULT_VIEW, searchFromView, viewFromSearch, withViewChange, type PanominatorView } from '../model/panominator-view.ts';
import { latestSearchParams } from '#web/lib/latest-search-params.ts';

export function usePanominatorView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const offered = useOfferedStats();
  const view = useMemo(() => viewFromSearch(searchParams, offered), [searchParams, offered]);
  const change = useCallback(
    (change: Partial<PanominatorView>) =>
      setSearchParams(() => searchFromView(withViewChange(viewFromSearch(latestSearchParams(), offered), change, offered), offered), {
        replace: true,
        preventScrollReset: true,
      }),
    [setSearchParams, offered],
  );
  const reset = useCallback(() => setSearchParams(searchFromView(DEFAULT_VIEW), { replace: true, preventScrollReset: true }), [setSearchParams]);
  return { view, change, reset, offered, searchParams };
}
