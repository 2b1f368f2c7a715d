/**
 * The signed-in member of this tab (site-spec §4, §9): the access token in browser storage (`token`,
 * with the premium flag in `is-premium`), the member in memory. A tiny external store, so the API
 * client, the token refresh and the start-up (none of them React) share it with the components.
 * Another tab's login, renewal or logout reaches this one through the `storage` event.
 */
import type { SelfUser, Session } from '#contract/users';
import { setApiToken } from '#web/lib/api-client.ts';
import { browserLocalStorage } from '#web/lib/browser-storage.ts';

export const TOKEN_KEY = 'token';
export const PREMIUM_KEY = 'is-premium';

export type SessionState =
  | { status: 'loading' }
  | { status: 'visitor' }
  | { status: 'member'; user: SelfUser; token: string; expiresAt: number };

let state: SessionState = { status: 'loading' };
const listeners = new Set<() => void>();

function publish(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The expiry (ms since the epoch) written in a JWT; 0 when it cannot be read. */
export function tokenExpiry(token: string): number {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp * 1000 : 0;
  } catch {
    return 0;
  }
}

export function storedToken(): string | null {
  return browserLocalStorage()?.getItem(TOKEN_KEY) ?? null;
}

/** Keeps a token handed over by the server (the `jwt` query parameter of a social sign-in). */
export function storeToken(token: string): void {
  browserLocalStorage()?.setItem(TOKEN_KEY, token);
  setApiToken(token);
}

export function setSession(session: Session): void {
  const store = browserLocalStorage();
  store?.setItem(TOKEN_KEY, session.token);
  store?.setItem(PREMIUM_KEY, String(session.user.is_premium));
  setApiToken(session.token);
  const parsed = Date.parse(session.expires_at);
  publish({ status: 'member', user: session.user, token: session.token, expiresAt: Number.isNaN(parsed) ? tokenExpiry(session.token) : parsed });
}

/** The member changed (the profile saved): same token. */
export function setSessionUser(user: SelfUser): void {
  if (state.status === 'member') publish({ ...state, user });
}

/** Logout, an expired session, a deleted account: the token and the flags go. */
export function clearSession(): void {
  const store = browserLocalStorage();
  store?.removeItem(TOKEN_KEY);
  store?.removeItem(PREMIUM_KEY);
  setApiToken(null);
  publish({ status: 'visitor' });
}

/**
 * The server could not say who the token belongs to (unreachable, overloaded): this page goes on as a
 * visitor's, but the stored token stays, so the next page load signs the member in again. A transient
 * failure never logs a member out.
 */
export function continueAsVisitor(): void {
  setApiToken(null);
  publish({ status: 'visitor' });
}

export function getSession(): SessionState {
  return state;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab renewed the token (use it: this tab's may be revoked soon) or logged out.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const token = storedToken();
    if (!token) {
      if (state.status === 'member') clearSession();
      return;
    }
    setApiToken(token);
    if (state.status === 'member') publish({ ...state, token, expiresAt: tokenExpiry(token) });
  });
}
