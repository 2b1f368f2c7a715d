/**
 * The Cacminator's view lives in the URL (like the encyclopedia lists): a link or a reload gives the
 * same search. A change replaces the history entry, so Back leaves the page instead of undoing a filter.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_VIEW, searchFromView, viewFromSearch, withViewChange, type CacminatorView } from '../model/cacminator-filters.ts';
import { latestSearchParams } from '#web/lib/latest-search-params.ts';

export function useCacminatorView(): {
  view: CacminatorView;
  change: (change: Partial<CacminatorView>) => void;
  reset: () => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => viewFromSearch(searchParams), [searchParams]);
  const change = useCallback(
    (change: Partial<CacminatorView>) =>
      setSearchParams(() => searchFromView(withViewChange(viewFromSearch(latestSearchParams()), change)), {
        replace: true,
        preventScrollReset: true,
      }),
    [setSearchParams],
  );
  const reset = useCallback(
    () => setSearchParams(searchFromView(DEFAULT_VIEW), { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );
  return { view, change, reset };
}
