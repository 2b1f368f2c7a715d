/**
 * One Panominator run at a time, started by the user (the search is heavy: it never starts on a
 * keystroke). While it runs, the best stuffs stream in and the progress ticks; Cancel stops every
 * worker and keeps the best so far (not proven). Leaving the page cancels too. A result stays on
 * screen when the form changes, marked as belonging to the previous settings.
 */
import '../messages/index.ts'; // this entity's texts, registered before its components render
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PanominatorProgress, PanominatorQuery, PanominatorResult, PanominatorSolution } from '#game/panominator-types';
import type { Variant } from '#game/variants';
import { NO_PROGRESS } from '#web/lib/engine/panominator-merge.ts';
import { runPanominator, warmPanominator } from '#web/lib/engine/worker-manager.ts';

export type PanominatorRunState =
  | { kind: 'idle' }
  | { kind: 'running'; query: PanominatorQuery; key: string; solutions: PanominatorSolution[]; progress: PanominatorProgress }
  | { kind: 'done'; query: PanominatorQuery; key: string; result: PanominatorResult; cancelled: boolean }
  | { kind: 'failed'; query: PanominatorQuery; key: string; error: unknown };

export function queryKeyOf(query: PanominatorQuery): string {
  return JSON.stringify(query);
}

export function usePanominatorRun(variant: Variant) {
  const [state, setState] = useState<PanominatorRunState>({ kind: 'idle' });
  const current = useRef<AbortController | null>(null);

  const start = useCallback(
    (query: PanominatorQuery) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      const key = queryKeyOf(query);
      const mine = (update: (state: PanominatorRunState) => PanominatorRunState) =>
        setState((previous) => (current.current === controller ? update(previous) : previous));
      setState({ kind: 'running', query, key, solutions: [], progress: NO_PROGRESS });
      runPanominator(variant, query, {
        signal: controller.signal,
        onSolutions: (solutions) => mine((previous) => (previous.kind === 'running' ? { ...previous, solutions } : previous)),
        onProgress: (progress) => mine((previous) => (previous.kind === 'running' ? { ...previous, progress } : previous)),
      }).then(
        (result) => mine(() => ({ kind: 'done', query, key, result, cancelled: controller.signal.aborted })),
        (error: unknown) => mine(() => ({ kind: 'failed', query, key, error })),
      );
    },
    [variant],
  );

  const cancel = useCallback(() => current.current?.abort(), []);

  // The workers load their catalogue while the user sets the search up; leaving the page stops a run.
  useEffect(() => {
    warmPanominator(variant);
    return () => current.current?.abort();
  }, [variant]);

  return { state, start, cancel };
}
