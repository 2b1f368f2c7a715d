/**
 * The life of a session in the page (site-spec §4): the start-up restore (a `jwt` handed back by a
 * social sign-in, else the stored token, else the `autoLogin` cookie), the renewal of the access
 * token (checked every 60 s, renewed under 60 s left, one tab at a time through a Web Lock), and
 * logout.
 */
import type { Session } from '#contract/users';
import { isApiError } from '#web/lib/api-client.ts';
import { sessionApi } from '../api/session-api.ts';
import { autoLoginMayExist, trustAutoLoginHint } from './auto-login-hint.ts';
import { clearSession, continueAsVisitor, getSession, setSession, storedToken, storeToken, tokenExpiry } from './session-store.ts';

/** site-spec §9: checked every 60 s, renewed when less than 60 s remain. */
export const REFRESH_CHECK_MS = 60_000;
export const REFRESH_THRESHOLD_MS = 60_000;
const REFRESH_LOCK = 'tofulab-token-refresh';
export const JWT_PARAM = 'jwt';

let restoring: Promise<void> | undefined;

/** Moves a `jwt` query parameter (social sign-in, site-spec §7) into storage and out of the address bar. */
function takeJwtParameter(): void {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  const jwt = url.searchParams.get(JWT_PARAM);
  if (!jwt) return;
  storeToken(jwt);
  url.searchParams.delete(JWT_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/** Waits before each new attempt at a start-up call the server could not answer (network, 5xx, 429). */
export const RESTORE_RETRY_DELAYS_MS = [300, 1000, 2500] as const;

/** A failure that says nothing about the token: no answer, an overloaded or failing server, a rate limit. */
export function isTransientFailure(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.kind === 'network' || error.status === 429 || error.status >= 500;
}

/** `call`, tried again after each delay while it fails transiently; the last failure is thrown. */
export async function withTransientRetry<T>(call: () => Promise<T>, delays: readonly number[] = RESTORE_RETRY_DELAYS_MS): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || !isTransientFailure(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

async function restore(): Promise<void> {
  startTokenRefresh();
  takeJwtParameter();
  const token = storedToken();
  if (token && tokenExpiry(token) - Date.now() > REFRESH_THRESHOLD_MS) {
    try {
      const user = await withTransientRetry(() => sessionApi.me(token));
      setSession({ token, expires_at: new Date(tokenExpiry(token)).toISOString(), user });
      return;
    } catch (error) {
      // The server never answered: keep the token for the next load rather than log the member out.
      if (isTransientFailure(error)) return continueAsVisitor();
      if (!isApiError(error) || error.status !== 401) {
        clearSession();
        return;
      }
      // Revoked or from another secret: the cookie may still open a session.
    }
  }
  // No autoLogin cookie (its readable companion is missing): a visitor, without asking the server.
  if (!autoLoginMayExist()) return clearSession();
  try {
    setSession(await withTransientRetry(() => sessionApi.autoLogin()));
    trustAutoLoginHint();
  } catch (error) {
    if (token && isTransientFailure(error)) continueAsVisitor();
    else clearSession();
    if (!isTransientFailure(error)) trustAutoLoginHint();
  }
}

/** The start-up restore, once per page; every guard and screen awaits the same promise. */
export function sessionReady(): Promise<void> {
  restoring ??= restore();
  return restoring;
}

/** Signed in: keep the session and start the renewal. */
export function signedIn(session: Session): void {
  setSession(session);
}

async function renewIfDue(): Promise<void> {
  const current = getSession();
  if (current.status !== 'member') return;
  // Another tab may have renewed it already (the stored token is the newest).
  const token = storedToken() ?? current.token;
  if (tokenExpiry(token) - Date.now() > REFRESH_THRESHOLD_MS) return;
  try {
    setSession(await sessionApi.renew(token));
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      try {
        setSession(await sessionApi.autoLogin());
      } catch {
        clearSession();
      }
    }
    // A network failure: the next check tries again.
  }
}

/** One renewal at a time across the tabs of this site: a tab that finds the lock held skips this turn. */
export async function checkTokenRenewal(): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return renewIfDue();
  await locks.request(REFRESH_LOCK, { ifAvailable: true }, async (lock) => {
    if (lock) await renewIfDue();
  });
}

let refreshTimer: ReturnType<typeof setInterval> | undefined;

/** Starts the 60 s check (idempotent). */
export function startTokenRefresh(): void {
  if (refreshTimer !== undefined || typeof window === 'undefined') return;
  refreshTimer = setInterval(() => void checkTokenRenewal(), REFRESH_CHECK_MS);
}

/** Logout (site-spec §4): the server forgets the cookie's session; the token and flags go. */
export async function logout(): Promise<string | undefined> {
  let message: string | undefined;
  try {
    message = (await sessionApi.logout()).message;
  } catch {
    // Signed out here whatever the server says.
  }
  clearSession();
  return message;
}
