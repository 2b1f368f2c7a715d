/**
 * The draft builder's first sheet, asked from its route's loader (issue 23): the engine computes it
 * while the route's code loads and React renders the shell and the builder, which then finds it in
 * the query cache under the same key (`stuffInspectionQueryOptions`) instead of asking after its
 * first paint. The draft is read without side effects: an unreadable one is left to the builder.
 * On a draft page opened directly the page's early start has asked already (`askEarlyDraftSheet`):
 * when its input is the app's own, its answer fills the query.
 */
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { StuffInput } from '#game/stuff';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { peekLocalStuff } from '#web/entities/stuff/model/stuff-storage.ts';
import { toStuffInput } from '#web/entities/stuff/model/stuff-input.ts';
import { stuffInspectionQueryOptions } from '#web/lib/engine/engine-queries.ts';
import { takeEarlyDraftSheet, type EarlyDraftSheet } from '#web/lib/engine/early-engine-worker.ts';
import { engineBridge } from '#web/lib/engine/worker-manager.ts';

export function prefetchDraftSheet(queryClient: QueryClient): void {
  let stuff;
  try {
    stuff = peekLocalStuff();
  } catch {
    return; // storage refused: the builder says so
  }
  if (!stuff) return;
  const input = toStuffInput(stuff);
  const options = stuffInspectionQueryOptions(input);
  const early = takeEarlyDraftSheet();
  // A failure stays in the cache like the builder's own would (it shows its error and retry).
  if (!early || !isSameDraft(early, SITE_VARIANT, input)) {
    void queryClient.prefetchQuery(options);
    return;
  }
  // The page's early start asked for this very draft's sheet: its answer is the query's (asked again on an error).
  void queryClient.prefetchQuery({
    ...options,
    queryFn: async (context) => {
      const answer = await early.answer;
      if (!('inspection' in answer)) return options.queryFn!(context);
      engineBridge.adoptFirstSheet(SITE_VARIANT, answer.receivedAt);
      return answer.inspection;
    },
  });
}

/** Whether the early start asked for the sheet of `input` in `variant` (the same query key). */
export function isSameDraft(early: Pick<EarlyDraftSheet, 'variant' | 'input'>, variant: string, input: StuffInput): boolean {
  return hashKey([early.variant, early.input]) === hashKey([variant, input]);
}
