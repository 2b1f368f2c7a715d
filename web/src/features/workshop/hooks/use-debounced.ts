/**
 * A call put off until the caller has been quiet for `delay` ms (the latest arguments win); a
 * pending call runs at once when the component goes, so nothing typed is lost.
 */
import { useCallback, useEffect, useRef } from 'react';

export function useDebounced<A extends unknown[]>(fn: (...args: A) => void, delay: number): { call: (...args: A) => void; flush: () => void } {
  const latest = useRef(fn);
  latest.current = fn;
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; args: A } | null>(null);
  const flush = useCallback(() => {
    const call = pending.current;
    if (!call) return;
    clearTimeout(call.timer);
    pending.current = null;
    latest.current(...call.args);
  }, []);
  const call = useCallback(
    (...args: A) => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { timer: setTimeout(flush, delay), args };
    },
    [delay, flush],
  );
  useEffect(() => flush, [flush]);
  return { call, flush };
}
