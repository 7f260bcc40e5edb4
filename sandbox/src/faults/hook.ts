import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Backend } from '../backends';
import type { FaultState } from './faults';

/** The route as the back-end registered it, without its `/<backend>` prefix (e.g. `/api/posts/:type/:lang`). */
function routeOf(request: FastifyRequest, backend: Backend): string {
  return (request.routeOptions.url ?? '').slice(backend.length + 1);
}

/** Renames a key at every depth of a JSON value (a new value; the stored content is untouched). */
function renameKey(value: unknown, from: string, to: string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameKey(item, from, to));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key === from ? to : key, renameKey(inner, from, to)]),
  );
}

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
    if (fault.removedRoutes.length > 0 && fault.removedRoutes.includes(routeOf(request, backend))) {
      return reply.code(404).send({ message: 'Not Found.' });
    }
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

/** Renames a field in the JSON answers of the fault's route (onSend: the answer is already serialised). */
export function answerRenameHook(faults: FaultState, backend: Backend) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const rename = faults.get(backend).renamedField;
    if (!rename || typeof payload !== 'string' || routeOf(request, backend) !== rename.route) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    return JSON.stringify(renameKey(JSON.parse(payload), rename.from, rename.to));
  };
}
