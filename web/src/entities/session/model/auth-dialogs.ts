/**
 * Which account dialog is open and the banner of the page (site-spec §2 modals, §4 banner): the
 * navigation guard, the user menu and the features open them without importing each other.
 */
export type AuthDialog = 'login' | 'register' | null;

export interface AuthBanner {
  /** `unverified`: an account whose address is not verified yet; `info`: a message. */
  kind: 'unverified' | 'info';
  message: string;
  /** The address to send the activation link to again. */
  email?: string;
}

interface AuthUiState {
  dialog: AuthDialog;
  banner: AuthBanner | null;
}

let state: AuthUiState = { dialog: null, banner: null };
const listeners = new Set<() => void>();

function publish(next: AuthUiState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openAuthDialog(dialog: AuthDialog): void {
  publish({ ...state, dialog });
}

export function showAuthBanner(banner: AuthBanner | null): void {
  publish({ ...state, banner });
}

export function getAuthUi(): AuthUiState {
  return state;
}

export function subscribeToAuthUi(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
