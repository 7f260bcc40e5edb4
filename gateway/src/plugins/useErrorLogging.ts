import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { GatewayContext } from '../context';

/**
 * Masked errors hide the cause from clients; this keeps it in the logs, with the request id, so
 * an 'Unexpected error.' a visitor reports can be traced.
 */
export function useErrorLogging(logger: Logger): Plugin<GatewayContext> {
  return {
    onExecute() {
      return {
        onExecuteDone({ result, args }) {
          if (!('errors' in result) || !result.errors?.length) return;
          const ctx = args.contextValue as Partial<GatewayContext>;
          for (const error of result.errors) {
            const code = error.extensions?.code;
            const log = {
              requestId: ctx.requestId,
              path: error.path?.join('.'),
              code,
              err: error.originalError ?? error,
            };
            if (code === 'NOT_FOUND' || code === 'BAD_USER_INPUT') logger.debug(log, 'graphql client error');
            else logger.warn(log, 'graphql error');
          }
        },
      };
    },
  };
}
