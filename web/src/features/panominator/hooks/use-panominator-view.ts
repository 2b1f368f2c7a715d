/**
 * The Panominator's form lives in the URL (like the Cacminator's filters): a link or a reload gives
 * the same settings. A change replaces the history entry, so Back leaves the page.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_VIEW, searchFromView, viewFromSearch, withViewChange, type PanominatorView } from '../model/panominator-view.ts';
import { latestSearchParams } from '#web/lib/latest-search-params.ts';

export function usePanominatorView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => viewFromSearch(searchParams), [searchParams]);
  const change = useCallback(
    (change: Partial<PanominatorView>) =>
      setSearchParams(() => searchFromView(withViewChange(viewFromSearch(latestSearchParams()), change)), { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );
  const reset = useCallback(() => setSearchParams(searchFromView(DEFAULT_VIEW), { replace: true, preventScrollReset: true }), [setSearchParams]);
  return { view, change, reset };
}
