/**
 * Parts of the shell the first render does not need (issue 23: the home shows after as few bytes as
 * possible): the dialogs, the member's menus and watches, the news, streams and ads. Each is its own
 * chunk, loaded when it is first needed (a dialog opened, a member signed in) or once the page is idle,
 * whichever comes first, so that it is there, already loaded, when the visitor reaches for it.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

/** Runs `task` when the browser is idle (at the latest after `timeout` ms); returns the cancel. */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

/** False on the first render, true once the page has been idle after it. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}

export interface DeferredPart<P extends object> {
  (props: P): React.JSX.Element;
  /** Starts loading the part's chunk (hover, focus, idle); the same promise each time. */
  preload(): Promise<unknown>;
}

/**
 * A component loaded from its own chunk by `load`, shown (nothing while it loads) where it is rendered.
 * The chunk starts loading the first time the part renders or `preload` is called.
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>): DeferredPart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  const Lazy = lazy(preload);
  function Part(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Part, { preload });
}
