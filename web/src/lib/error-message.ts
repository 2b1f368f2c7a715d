/**
 * The text shown for a failure. The server's message is already in the user's language (the
 * client sends `x-lang`), so it wins; otherwise a translated generic text per kind of failure.
 */
import type { TFunction } from 'i18next';
import { isApiError } from './api-client.ts';

export function errorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.kind === 'network') return t('error.network');
    if (error.kind === 'contract') return t('error.invalidResponse');
    if (error.body?.message) return error.body.message;
    if (error.status === 404) return t('error.notFound');
  }
  return t('error.generic');
}

/**
 * site-spec §8: every failure opens an error alert, except 401 and 404, which the screen handles
 * (a login prompt, a "not found" state).
 */
export function deservesAlert(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status !== 401 && error.status !== 404;
}
