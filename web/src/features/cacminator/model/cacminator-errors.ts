/**
 * The message of a failed Cacminator search: an engine input error says what was wrong in the
 * user's language (its `code` crosses the worker); anything else (the worker could not start, the
 * catalogue did not load) is a generic failure the user can retry.
 */
import { ENGINE_ERROR_CODES, type EngineErrorCode } from '#game/error-codes';
import { isEngineInputError } from '#web/lib/engine/engine-errors.ts';
import type { CacminatorMessageKey } from '../messages/fr.ts';

export type CacminatorErrorKey = `cacminator.error.${EngineErrorCode}` | 'cacminator.error.levelRange' | 'cacminator.error.generic';

export interface CacminatorFailure {
  key: CacminatorErrorKey;
  /** A retry can help (a crash, the network); an input error fails again until the input changes. */
  retryable: boolean;
}

export function cacminatorFailure(error: unknown): CacminatorFailure {
  // The one refusal the filters can lead to: a minimum above the maximum, which is the character's
  // level when the field is empty (the view itself keeps a typed range the right way round).
  if (isEngineInputError(error) && error.code === 'invalid_cacminator_query' && error.field === 'filters.minLevel') {
    return { key: 'cacminator.error.levelRange', retryable: false };
  }
  if (isEngineInputError(error) && (ENGINE_ERROR_CODES as readonly string[]).includes(error.code)) {
    return { key: `cacminator.error.${error.code}`, retryable: false };
  }
  return { key: 'cacminator.error.generic', retryable: true };
}

/** Every key `cacminatorFailure` can answer (the i18n test checks each exists in every language). */
export const CACMINATOR_ERROR_KEYS: readonly (CacminatorErrorKey & CacminatorMessageKey)[] = [
  ...ENGINE_ERROR_CODES.map((code) => `cacminator.error.${code}` as const),
  'cacminator.error.levelRange',
  'cacminator.error.generic',
];
