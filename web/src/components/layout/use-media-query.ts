import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches, kept current. Breakpoints are those of styles/tokens.css. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}

/** Below the `sm` breakpoint (768 px) the shell shows the mobile bar and the sidebar. */
export const MOBILE_MEDIA_QUERY = '(max-width: 767.98px)';
