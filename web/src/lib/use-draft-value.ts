import { useEffect, useRef, useState } from 'react';

/**
 * A text field bound to a value of the URL: typing updates the field at once and the URL after a
 * pause (one history entry and one request per pause, not per key); a change of the URL from
 * elsewhere (back button, reset) replaces the field's text.
 */
export function useDraftValue(value: string, commit: (draft: string) => void, delayMs: number) {
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setDraft(value);
    }
  }, [value]);

  useEffect(() => {
    if (draft === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = draft;
      commitRef.current(draft);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [draft, delayMs]);

  return [draft, setDraft] as const;
}
