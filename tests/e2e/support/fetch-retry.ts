/**
 * The browser journeys' own API calls (Node's fetch, to the site under test): under a loaded machine a
 * call sometimes met a connection the server had closed ("other side closed", UND_ERR_SOCKET: seen
 * in the members journey's first call after three `user:create` runs through execFileSync, and in
 * the moderation journey), failing a whole suite from its `beforeAll`, which the project's `retry`
 * does not cover. Such a call is sent once more, on a new connection (the bodies here are strings,
 * re-sendable); every other failure, and a second one, is the journey's to see.
 */
const original = globalThis.fetch;

function isStaleConnection(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause;
  return cause?.code === 'UND_ERR_SOCKET' || cause?.code === 'ECONNRESET';
}

globalThis.fetch = async function fetchOnLiveConnection(input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) {
  try {
    return await original(input, init);
  } catch (error) {
    const body = init?.body;
    const resendable = body === undefined || body === null || typeof body === 'string' || body instanceof URLSearchParams;
    if (!isStaleConnection(error) || !resendable || input instanceof Request) throw error;
    return original(input, init);
  }
} as typeof fetch;
