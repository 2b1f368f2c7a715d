/**
 * One side of the Stuffminator: the stuff its URL token names, read where it lives (the visitor's
 * draft in this browser; a saved stuff from the API, as its owner or as anyone), or why it cannot be
 * shown: someone else's private stuff, a stuff that does not exist, or a failure to retry.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Stuff } from '#contract/stuff';
import type { StoredStuff } from '#contract/stuffs';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { readableStuffQueryOptions } from '#web/entities/stuff/api/stuffs.ts';
import { useLocalDraftStuff } from '#web/entities/stuff/hooks/use-local-draft-stuff.ts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { parseStuffRef } from '../model/stuff-pair.ts';

export type SideFailure = 'private' | 'notFound' | 'failed';

export type ComparedStuff =
  | { status: 'empty' }
  | { status: 'loading' }
  | { status: 'error'; failure: SideFailure; error: unknown; retry: () => void }
  /** `stored`: the saved stuff with its metadata; null for the draft. */
  | { status: 'ready'; stuff: Stuff; stored: StoredStuff | null };

export function failureOf(error: unknown): SideFailure {
  if (!isApiError(error) || error.kind !== 'http') return 'failed';
  if (error.status === 404) return 'notFound';
  if (error.status === 403 && error.body?.code === 'stuffPrivate') return 'private';
  return 'failed';
}

export function useComparedStuff(token: string | null): ComparedStuff {
  const queryClient = useQueryClient();
  const session = useSession();
  const draft = useLocalDraftStuff();
  const ref = useMemo(() => parseStuffRef(token), [token]);
  const stored = ref?.kind === 'stored' ? ref.id : 0;
  const asMember = session.status === 'member';
  const query = useQuery({
    ...readableStuffQueryOptions(queryClient, SITE_VARIANT, stored, asMember),
    // The session's restore decides how the stuff is read (as its owner or as anyone).
    enabled: ref?.kind === 'stored' && session.status !== 'loading',
  });

  if (ref === null) return { status: 'empty' };
  if (ref.kind === 'draft') return { status: 'ready', stuff: draft.stuff, stored: null };
  if (ref.kind === 'invalid') return { status: 'error', failure: 'notFound', error: null, retry: () => undefined };
  if (query.data) return { status: 'ready', stuff: query.data.stuff, stored: query.data };
  if (query.isError) return { status: 'error', failure: failureOf(query.error), error: query.error, retry: () => void query.refetch() };
  return { status: 'loading' };
}
