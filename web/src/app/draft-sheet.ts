/**
 * The draft builder's first sheet, asked from its route's loader (issue 23): the engine computes it
 * while the route's code loads and React renders the shell and the builder, which then finds it in
 * the query cache under the same key (`stuffInspectionQueryOptions`) instead of asking after its
 * first paint. The draft is read without side effects: an unreadable one is left to the builder.
 */
import type { QueryClient } from '@tanstack/react-query';
import { peekLocalStuff } from '#web/entities/stuff/model/stuff-storage.ts';
import { toStuffInput } from '#web/entities/stuff/model/stuff-input.ts';
import { stuffInspectionQueryOptions } from '#web/lib/engine/engine-queries.ts';

export function prefetchDraftSheet(queryClient: QueryClient): void {
  let stuff;
  try {
    stuff = peekLocalStuff();
  } catch {
    return; // storage refused: the builder says so
  }
  if (!stuff) return;
  // A failure stays in the cache like the builder's own would (it shows its error and retry).
  void queryClient.prefetchQuery(stuffInspectionQueryOptions(toStuffInput(stuff)));
}
