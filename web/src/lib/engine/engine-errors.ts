/**
 * Engine input errors across the worker boundary. Comlink sends a thrown Error as its name, message
 * and stack only; the engine's `code` and `field` are what the UI turns into the spec's message in
 * the user's language, so the worker and the page both install this handler, which keeps them.
 */
import * as Comlink from 'comlink';
import type { EngineErrorCode } from '#game/error-codes';
import type { BombErrorCode } from '#game/bombs';

export interface EngineInputFailure {
  name: 'EngineInputError';
  code: EngineErrorCode;
  message: string;
  field?: string;
}

export function isEngineInputError(error: unknown): error is EngineInputFailure {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'EngineInputError' &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}

/** A Bombminator board the game cannot hold (game/bombs.ts `BombInputError`), after the worker boundary. */
export interface BombInputFailure {
  name: 'BombInputError';
  code: BombErrorCode;
  message: string;
  field: string;
}

export function isBombInputError(error: unknown): error is BombInputFailure {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'BombInputError' &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}

type ThrowHandler = Comlink.TransferHandler<{ value: unknown }, { isError: boolean; value: unknown }>;

let installed = false;

export function installEngineErrorTransfer(): void {
  if (installed) return;
  installed = true;
  const original = Comlink.transferHandlers.get('throw') as ThrowHandler | undefined;
  if (!original) return;
  Comlink.transferHandlers.set('throw', {
    canHandle: original.canHandle,
    serialize(thrown: { value: unknown }) {
      const [serialized, transferables] = original.serialize(thrown);
      const error = thrown.value;
      if ((isEngineInputError(error) || isBombInputError(error)) && serialized.isError) {
        Object.assign(serialized.value as object, { code: error.code, field: error.field });
      }
      return [serialized, transferables];
    },
    deserialize: original.deserialize,
  } satisfies ThrowHandler);
}
