/**
 * Whether an error means "the database cannot be reached or is busy right now" (a 503 the caller
 * may retry) rather than a fault of the request or of the code (a 500): PostgreSQL that refuses or
 * drops the connection, is shutting down or has no connection left; SQLite busy or locked past its
 * wait, or its file unreadable. The cause chain is followed (wrapped errors).
 */

/** Socket errors of the connection to PostgreSQL. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/** PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01–57P03 (shutdown, cannot connect now), 53300 (too many connections). */
const PG_STATES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** SQLite result codes (better-sqlite3's `code`, extended codes included: SQLITE_BUSY_SNAPSHOT, SQLITE_IOERR_WRITE…). */
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL|PROTOCOL)(_|$)/;
/** pg's own messages when the connection ends or a connection could not be had in time. */
const PG_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || PG_STATES.test(code) || SQLITE_CODES.test(code))) return true;
    if (typeof message === 'string' && PG_MESSAGES.test(message)) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
