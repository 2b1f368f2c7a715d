/**
 * Whether the start-up may find an `autoLogin` cookie (issue 23: a visitor's pages render without
 * waiting for a round trip that can only answer "visitor"). That cookie is httpOnly and only sent to
 * `/api/auth`, so the page reads its readable companion (`AUTO_LOGIN_HINT_COOKIE`, set and cleared
 * with it by the server). The companion's absence is trusted only in a browser that has already had
 * an answer from `POST /api/auth/auto-login` (noted in storage): an `autoLogin` cookie set before the
 * server set companions is found by that first call, which sets the companion from then on.
 */
import { AUTO_LOGIN_HINT_COOKIE } from '#contract/auth';
import { browserLocalStorage } from '#web/lib/browser-storage.ts';

/** In browser storage once a start-up call to the auto-login route was answered. */
export const HINT_TRUSTED_KEY = 'auto-login-hint';

function cookies(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    return '';
  }
}

/** Whether `cookieHeader` (`document.cookie`) has the companion cookie. */
export function hasHintCookie(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${AUTO_LOGIN_HINT_COOKIE}=`));
}

/** False only when the companion cookie is missing and this browser knows the server sets it. */
export function autoLoginMayExist(cookieHeader: string = cookies(), store: Pick<Storage, 'getItem'> | undefined = browserLocalStorage()): boolean {
  if (hasHintCookie(cookieHeader)) return true;
  return store?.getItem(HINT_TRUSTED_KEY) !== '1';
}

/** After an answer of the auto-login route (a session or a refusal): the companion is current from now on. */
export function trustAutoLoginHint(store: Pick<Storage, 'setItem'> | undefined = browserLocalStorage()): void {
  try {
    store?.setItem(HINT_TRUSTED_KEY, '1');
  } catch {
    // Storage full or refused: the next start-up asks the server, as before.
  }
}
