import { useSyncExternalStore } from 'react';
import { getAuthUi, subscribeToAuthUi } from '../model/auth-dialogs.ts';
import { getSession, subscribeToSession, type SessionState } from '../model/session-store.ts';

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeToSession, getSession, getSession);
}

export function useAuthUi() {
  return useSyncExternalStore(subscribeToAuthUi, getAuthUi, getAuthUi);
}
