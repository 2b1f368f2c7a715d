/**
 * Both pickers' filter state in the URL query (`source1`, `text1`, `page1`, `source2`…), remembered
 * for the tab: a visit without any of them restores the last ones. A change replaces the history
 * entry, so Back leaves the page instead of undoing a search.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { latestSearchParams } from '#web/lib/latest-search-params.ts';
import {
  hasPickerState,
  pickerStatesFromSearch,
  rememberedPickers,
  rememberPickers,
  searchWithPickers,
  withPickerChange,
  type PickerState,
  type PickerStates,
} from '../model/picker-state.ts';
import type { Side } from '../model/stuff-pair.ts';

export function usePickers(): { states: PickerStates; change: (side: Side, change: Partial<PickerState>) => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const states = useMemo(() => pickerStatesFromSearch(searchParams), [searchParams]);

  // Coming back without a query: the tab's last pickers (once, on arrival: later changes are the visitor's own).
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    if (hasPickerState(latestSearchParams())) return;
    const remembered = rememberedPickers(SITE_VARIANT);
    if (remembered) setSearchParams((current) => searchWithPickers(current, remembered), { replace: true, preventScrollReset: true });
  }, [setSearchParams]);

  useEffect(() => {
    rememberPickers(SITE_VARIANT, searchParams);
  }, [searchParams]);

  const change = useCallback(
    (side: Side, change: Partial<PickerState>) =>
      setSearchParams(
        () => {
          const current = latestSearchParams();
          return searchWithPickers(current, withPickerChange(pickerStatesFromSearch(current), side, change));
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  return { states, change };
}
