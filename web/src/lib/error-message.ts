/**
 * The text shown for a failure. The server's message is already in the user's language (the
 * client sends `x-lang`), so it wins; otherwise a translated generic text per kind of failure.
 */
import type { TFunction } from 'i18next';
import { fieldErrors, isApiError } from './api-client.ts';

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

export interface FormErrors {
  /** The server's message for each refused field shown by the form. */
  fields: Record<string, string>;
  /** The message when no shown field carries it (a wrong login, a cooldown, the network). */
  general?: string;
}

/**
 * A refused form (site-spec §8): each message next to its field when the form shows that field
 * (`shown`), the rest above the form. The server answers in the page's language (`x-lang`).
 */
export function formErrors(error: unknown, t: TFunction, shown: readonly string[]): FormErrors {
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrors(error))) {
    if (shown.includes(field)) fields[field] = message;
  }
  return Object.keys(fields).length > 0 ? { fields } : { fields, general: errorMessage(error, t) };
}
