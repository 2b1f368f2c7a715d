/**
 * The message of a failed Panominator run: an engine input error (its `code` and `field` cross the
 * worker) says what to change in the user's language; anything else (a worker that could not start,
 * a catalogue that did not load) is a failure the user can retry.
 */
import { isEngineInputError } from '#web/lib/engine/engine-errors.ts';
import type { PanominatorRunMessageKey } from '../messages/fr.ts';

export const PANOMINATOR_ERROR_KEYS = [
  'panominator.error.objective',
  'panominator.error.constraints',
  'panominator.error.locked',
  'panominator.error.set',
  'panominator.error.choices',
  'panominator.error.character',
  'panominator.error.level',
  'panominator.error.query',
  'panominator.error.generic',
] as const satisfies readonly PanominatorRunMessageKey[];
export type PanominatorErrorKey = (typeof PANOMINATOR_ERROR_KEYS)[number];

export interface PanominatorFailure {
  key: PanominatorErrorKey;
  /** The engine's field, shown to help find the faulty row (e.g. `constraints[1].min`). */
  field?: string;
  retryable: boolean;
}

function keyOfField(field: string): PanominatorErrorKey {
  if (field === 'objective' || field.startsWith('objective.')) return 'panominator.error.objective';
  if (field.startsWith('constraints')) return 'panominator.error.constraints';
  if (field.startsWith('locked')) return 'panominator.error.locked';
  if (field === 'setId') return 'panominator.error.set';
  if (field.startsWith('banned') || field.startsWith('emptySlots') || field.startsWith('allow')) return 'panominator.error.choices';
  if (field.startsWith('stuff') || field === 'level' || field.startsWith('points') || field.startsWith('scrolls') || field.startsWith('boosts')) {
    return 'panominator.error.character';
  }
  return 'panominator.error.query';
}

export function panominatorFailure(error: unknown): PanominatorFailure {
  if (!isEngineInputError(error)) return { key: 'panominator.error.generic', retryable: true };
  if (error.code === 'invalid_level') return { key: 'panominator.error.level', field: error.field, retryable: false };
  if (error.code === 'invalid_stat') return { key: 'panominator.error.character', field: error.field, retryable: false };
  return { key: error.field ? keyOfField(error.field) : 'panominator.error.query', field: error.field, retryable: false };
}
