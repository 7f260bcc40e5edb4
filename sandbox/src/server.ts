import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/routes';
import { BACKENDS, isPanel, type Backend } from './backends';
import type { RouteFlags, SandboxContext } from './context';
import { answerDelayHook, faultHook } from './faults/hook';
import { MULTIPART_LIMITS } from './forms/multipart';
import { unauthenticated } from './http/errors';
import { registerAuthRoutes } from './routes/auth';
import { registerFormRoutes } from './routes/forms';
import { registerManagerRoutes } from './routes/manager';
import { registerMediaRoutes } from './routes/media';
import { registerPostRoutes } from './routes/posts';
import { registerSiteRoutes } from './routes/site';
import { registerTalentRoutes } from './routes/talents';

/** One back-end under its prefix: stats, faults, then the token check, then its routes. */
async function backendPlugin(app: FastifyInstance, { ctx, backend }: { ctx: SandboxContext; backend: Backend }) {
  const prefix = `/${backend}`;
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url?.slice(prefix.length) || '(unmatched)';
    ctx.stats.record(backend, request.method, route);
  });
  app.addHook('onRequest', faultHook(ctx.faults, backend));
  app.addHook('onSend', answerDelayHook(ctx.faults, backend));
  app.addHook('onRequest', async (request, reply) => {
    const flags = (request.routeOptions.config ?? {}) as RouteFlags;
    if (flags.public) return;
    if (!ctx.tokens.verify(backend, request.headers.authorization)) return unauthenticated(reply);
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found.' }));

  registerAuthRoutes(app, { ctx, backend });
  if (backend === 'manager') {
    registerManagerRoutes(app, { ctx, backend });
    registerTalentRoutes(app, { ctx, backend });
  }
  if (isPanel(backend)) {
    const scope = { ctx, panel: backend };
    registerPostRoutes(app, scope);
    registerSiteRoutes(app, scope);
    registerFormRoutes(app, scope);
    registerMediaRoutes(app, scope);
  }
}

export async function buildServer(ctx: SandboxContext, log: boolean): Promise<FastifyInstance> {
  const app = Fastify({ logger: log, forceCloseConnections: true });
  // Every error body is { message }, like the panels answer: malformed JSON is a 400, anything unexpected a 500.
  // Set before the back-ends register: fastify plugins inherit the handler present at registration.
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    return reply.code(status).send({ message: status === 500 ? 'Server Error.' : error.message });
  });
  // Photos over the limit are cut short and flagged (truncated) so validation can name the field.
  await app.register(multipart, { throwFileSizeLimit: false, limits: MULTIPART_LIMITS });
  for (const backend of BACKENDS) await app.register(backendPlugin, { prefix: `/${backend}`, ctx, backend });
  await app.register(adminRoutes, { prefix: '/__admin', ctx });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found.' }));
  return app;
}
