import type { FastifyInstance } from 'fastify';
import { isBackend } from '../backends';
import type { SandboxContext } from '../context';
import type { FaultPatch } from '../faults/faults';
import type { SubmissionKind } from '../forms/store';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * /__admin: fault switches, stored submissions, request counts and the pre-draw's progress. No token,
 * but loopback callers only (403 otherwise): it is a test and bench hook.
 */
export async function adminRoutes(app: FastifyInstance, { ctx }: { ctx: SandboxContext }): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) return reply.code(403).send({ message: 'Forbidden.' });
  });

  app.get('/faults', async () => ctx.faults.snapshot());
  app.delete('/faults', async () => {
    ctx.faults.clear();
    return ctx.faults.snapshot();
  });
  app.put('/faults/:backend', async (request, reply) => {
    const { backend } = request.params as { backend: string };
    if (!isBackend(backend)) return reply.code(404).send({ message: `Unknown backend ${backend}.` });
    const problem = ctx.faults.patch(backend, (request.body ?? {}) as FaultPatch);
    if (problem) return reply.code(422).send({ message: problem });
    return ctx.faults.snapshot();
  });

  app.get('/submissions', async (request, reply) => {
    const { kind } = request.query as { kind?: string };
    if (kind !== undefined && kind !== 'scouting' && kind !== 'favorites' && kind !== 'contact') {
      return reply.code(422).send({ message: 'kind must be scouting, favorites or contact' });
    }
    return { data: ctx.submissions.list(kind as SubmissionKind | undefined) };
  });

  app.get('/predraw', async () => ctx.predraw);

  app.get('/stats', async () => ctx.stats.snapshot());
  app.delete('/stats', async () => {
    ctx.stats.reset();
    return ctx.stats.snapshot();
  });
}
