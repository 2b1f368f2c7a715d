/**
 * Parts of the shell the first render does not need (issue 23: the home shows after as few bytes as
 * possible): the dialogs, the member's menus and watches, the news, streams and ads. Each is its own
 * chunk, loaded when it is first needed (a dialog opened, a member signed in) or once the page is idle,
 * whichever comes first, so that it is there, already loaded, when the visitor reaches for it.
 */
import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { isChunkLoadError } from '#web/lib/chunk-reload.ts';

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

/**
 * A deferred part that fails (its chunk could not be fetched: offline, a deployment under way) shows
 * nothing rather than taking the page down with it: the page around it, already on screen, stays.
 */
class PartBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  render() {
    if (this.state.error === undefined) return this.props.children;
    // Any other error is a fault of the part: the page's error handling shows it, as before.
    if (!isChunkLoadError(this.state.error)) throw this.state.error;
    return null;
  }
}

export interface DeferredPart<P extends object> {
  (props: P): React.JSX.Element;
  /** Starts loading the part's chunk (hover, focus, idle); the same promise each time. */
  preload(): Promise<unknown>;
}

/**
 * A component loaded from its own chunk by `load`, shown (nothing while it loads) where it is rendered.
 * The chunk starts loading the first time the part renders or `preload` is called. A part whose chunk
 * is already there when it mounts renders at once, in the same render as its parent (no Suspense, so
 * nothing waits for React to reveal a suspended boundary: a modal the data asks for opens with it).
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>): DeferredPart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return { default: component };
    }));
  const Lazy = lazy(preload);
  function Part(props: P) {
    // Decided once per mounted part: switching from the lazy tree to the loaded one would remount it.
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready {...props} />;
    return (
      <PartBoundary>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </PartBoundary>
    );
  }
  return Object.assign(Part, { preload });
}
