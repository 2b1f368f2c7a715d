/**
 * Fastify's request log lines, with one change: a client that goes away mid-answer (reset
 * connection, premature close) is logged at info, not as a server error. It is the client's doing,
 * and at error level it would drown the real failures.
 */
import { LogController } from 'fastify';
import { isClientDisconnect } from './errors.ts';

export class TofulabLogController extends LogController {
  override requestCompleted(...args: Parameters<LogController['requestCompleted']>): void {
    const [error, request, reply] = args;
    if (error && isClientDisconnect(error) && !this.isLogDisabled(request)) {
      reply.log.info({ res: reply, code: (error as { code?: string }).code, responseTime: reply.elapsedTime }, 'client disconnected');
      return;
    }
    super.requestCompleted(...args);
  }

  override streamError(...args: Parameters<LogController['streamError']>): void {
    const [error, request, reply] = args;
    if (isClientDisconnect(error) && !this.isLogDisabled(request)) {
      reply.log.info({ res: reply, code: (error as { code?: string }).code }, 'client disconnected');
      return;
    }
    super.streamError(...args);
  }
}
