/**
 * A member's own saved stuff (builder-spec §2 `equipement/private/{stuffId}` and its tabs, mode
 * `private`): the builder over the private storage adapter (entities/stuff private-stuff-store.ts),
 * every change written to the API at once. Opening it makes it the active stuff (builder-spec §4);
 * its header holds the stuff's actions: details (name, description, tags, visibility, folder,
 * guide), copy, public view and link, deactivate, delete.
 */
import '../messages/index.ts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredStuff } from '#contract/stuffs';
import { SITE_VARIANT } from '#web/config/variant.ts';
import {
  invalidateStuffLists,
  privateStuffQueryOptions,
  readPrivateStuff,
  sendStuffWrite,
  stuffKeys,
  writeStuffSkin,
} from '#web/entities/stuff/api/stuffs.ts';
import { applyActiveStuffEvent, getActiveStuff, showMissingActiveStuff } from '#web/entities/stuff/model/active-stuff.ts';
import { createPrivateStuffStore, type PrivateStuffStore } from '#web/entities/stuff/model/private-stuff-store.ts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { showAlert } from '#web/lib/alerts.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { i18n } from '#web/lib/i18n/index.ts';
import { BuilderProvider, type StuffLookAccess } from '../hooks/use-builder.tsx';
import { BuilderLayout, useExoSetting, useStuffModeOfPage, type DraftBuilderProps } from './draft-builder.tsx';
import { PrivateStuffHeader } from './private-stuff-header.tsx';
import { StuffLoadError, StuffLoading, StuffLoginPrompt } from './stuff-load-state.tsx';

/** The alert of a refused write (builder-spec §8 "save failed (with the stuff name)"). */
function saveFailedText(error: unknown, name: string): string {
  // The API's own "saving «name» failed: reason" is already the whole message.
  if (isApiError(error) && error.body?.code === 'stuffSaveFailed') return error.body.message;
  return i18n.t('builder.private.saveFailed', { name, reason: errorMessage(error, i18n.t) });
}

/** The active stuff could not be read: forgotten; the warning when it was deleted (404). */
function forgetMissing(id: number, error: unknown) {
  if (getActiveStuff() !== id) return;
  applyActiveStuffEvent({ kind: 'missing', id });
  if (isApiError(error) && error.status === 404) showMissingActiveStuff();
}

function createStore(initial: StoredStuff, queryClient: QueryClient): PrivateStuffStore {
  const game = SITE_VARIANT;
  return createPrivateStuffStore(
    initial,
    {
      write: (id, version, write) => sendStuffWrite(game, id, version, write),
      read: (id) => readPrivateStuff(game, id),
    },
    {
      onStored: (stored) => queryClient.setQueryData(stuffKeys.privateStuff(game, stored.id), stored),
      onSettled: (stored) => {
        void queryClient.invalidateQueries({ queryKey: stuffKeys.publicStuff(game, stored.id) });
        void invalidateStuffLists(queryClient, game);
      },
      onFailed: (error, name) => showAlert('error', saveFailedText(error, name)),
      onConflict: (reloaded) => showAlert('warning', i18n.t('builder.private.conflict', { name: reloaded.name })),
      onMissing: (error) => {
        showAlert('error', i18n.t('builder.private.missing'));
        forgetMissing(initial.id, error);
        queryClient.removeQueries({ queryKey: stuffKeys.stuff(game, initial.id) });
        void invalidateStuffLists(queryClient, game);
      },
    },
  );
}

export function PrivateBuilder({ stuffId, ...props }: DraftBuilderProps & { stuffId: number }) {
  const session = useSession();
  const memberId = session.status === 'member' ? session.user.id : undefined;
  const query = useQuery({ ...privateStuffQueryOptions(SITE_VARIANT, stuffId), meta: { silent: true }, enabled: memberId !== undefined });
  useStuffModeOfPage('private');

  useEffect(() => {
    if (query.isError && isApiError(query.error) && (query.error.status === 404 || query.error.status === 403)) forgetMissing(stuffId, query.error);
  }, [query.isError, query.error, stuffId]);

  if (session.status === 'loading') return <StuffLoading />;
  if (session.status === 'visitor') return <StuffLoginPrompt />;
  if (query.isError) return <StuffLoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <StuffLoading />;
  // A new member or stuff: a new adapter (its queue belongs to one stuff of one member).
  return <LoadedPrivateBuilder key={`${memberId}:${stuffId}`} initial={query.data} {...props} />;
}

function LoadedPrivateBuilder({ initial, ...props }: DraftBuilderProps & { initial: StoredStuff }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [store] = useState(() => createStore(initial, queryClient));
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const exoEnabled = useExoSetting();
  // The look applied to the stuff (its skin tab): written after the pending writes, at the latest version.
  const skin = state.stored.skin;
  const look = useMemo<StuffLookAccess>(
    () => ({ skin, apply: async (next) => void (await store.send((version) => writeStuffSkin(SITE_VARIANT, initial.id, version, next))) }),
    [skin, store, initial.id],
  );

  // builder-spec §4: opening a private stuff records it as the active one.
  useEffect(() => {
    applyActiveStuffEvent({ kind: 'open-private', id: initial.id });
  }, [initial.id]);

  if (state.missing) return <StuffLoadError error={undefined} message={t('builder.private.missing')} />;
  return (
    <BuilderProvider stuff={state.stuff} update={store.update} mode="private" stuffParam={String(initial.id)} exoEnabled={exoEnabled} look={look}>
      <BuilderLayout {...props} header={<PrivateStuffHeader state={state} store={store} />} />
    </BuilderProvider>
  );
}
