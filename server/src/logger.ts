/**
 * The logging interface the server's modules take: the subset of pino (Fastify's logger) they use,
 * so that the importer runs the same under Fastify, in the CLI and in tests.
 */
export type LogFn = (context: object, message: string) => void;

export interface Logger {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

/** Drops everything: for tests that do not look at logs. */
export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/** One line per message (text, then the context as JSON), for command-line tools. */
export const consoleLogger: Logger = {
  info: (context, message) => console.log(`${message} ${JSON.stringify(context)}`),
  warn: (context, message) => console.warn(`warning: ${message} ${JSON.stringify(context)}`),
  error: (context, message) => console.error(`error: ${message} ${JSON.stringify(context)}`),
};
