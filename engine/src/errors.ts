/**
 * Bad input never crashes the engine: it throws an `EngineInputError` whose `code` a caller maps to
 * the spec's message in the user's language (the engine itself speaks no language), and whose
 * `field` names what was wrong.
 */
import { ENGINE_ERROR_CODES, type EngineErrorCode } from '../../game/error-codes.ts';

export { ENGINE_ERROR_CODES, type EngineErrorCode };

export class EngineInputError extends Error {
  override readonly name = 'EngineInputError';

  constructor(
    readonly code: EngineErrorCode,
    message: string,
    /** The offending input, e.g. `level`, `scrolls.strength`, `stuff[0]`. */
    readonly field?: string,
  ) {
    super(message);
  }
}
