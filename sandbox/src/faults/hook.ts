import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Backend } from '../backends';
import type { FaultState } from './faults';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Applies the current fault of a back-end before anything else answers. */
export function faultHook(faults: FaultState, backend: Backend) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const fault = faults.get(backend);
    if (fault.down === 'refuse') {
      // Close the socket without a byte: clients see a reset, like a dead host.
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    if (fault.down === 'down') return reply.code(503).send({ message: 'Service Unavailable.' });
    if (fault.latencyMs > 0) await sleep(fault.latencyMs);
    if (fault.errorRate > 0 && Math.random() < fault.errorRate) {
      return reply.code(500).send({ message: 'Server Error.' });
    }
  };
}

/** Holds a handled request's answer for the back-end's answer delay (onSend: the work is done). */
export function answerDelayHook(faults: FaultState, backend: Backend) {
  return async (_request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    const { answerDelayMs } = faults.get(backend);
    if (answerDelayMs > 0) await sleep(answerDelayMs);
    return payload;
  };
}
