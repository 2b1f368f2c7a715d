import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * A text field bound to a value of the URL: typing updates the field at once and the URL after a
 * pause (one history entry and one request per pause, not per key); a change of the URL from
 * elsewhere (back button, reset) replaces the field's text. A pause that ends after the field is gone
 * commits nothing: leaving the list (the builder's equip button) must not drag its filter into the
 * next page's URL.
 */
export function useDraftValue(value: string, commit: (draft: string) => void, delayMs: number) {
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  // A layout effect's cleanup runs within the commit that removes the field, before any timer can
  // fire; a passive effect's cleanup may come after one.
  const mounted = useRef(false);
  useLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setDraft(value);
    }
  }, [value]);

  useEffect(() => {
    if (draft === committed.current) return;
    const timer = setTimeout(() => {
      if (!mounted.current) return;
      committed.current = draft;
      commitRef.current(draft);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [draft, delayMs]);

  return [draft, setDraft] as const;
}
