import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/routes';
import { BACKENDS, isPanel, type Backend } from './backends';
import type { RouteFlags, SandboxContext } from './context';
import { faultHook } from './faults/hook';
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
  app.addHook('onRequest', async (request, reply) => {
    const flags = (request.routeOptions.config ?? {}) as RouteFlags;
    if (flags.public) return;
    if (!ctx.tokens.verify(backend, request.headers.authorization)) return unauthenticated(reply);
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found.' }));

  registerAuthRoutes(app, { ctx, backend });
  if (backend === 'manager') registerManagerRoutes(app, { ctx, backend });
  if (isPanel(backend)) {
    const scope = { ctx, panel: backend };
    registerTalentRoutes(app, scope);
    registerPostRoutes(app, scope);
    registerSiteRoutes(app, scope);
    registerFormRoutes(app, scope);
    registerMediaRoutes(app, scope);
  }
}

export async function buildServer(ctx: SandboxContext, log: boolean): Promise<FastifyInstance> {
  const app = Fastify({ logger: log, forceCloseConnections: true });
  // Photos over the limit are cut short and flagged (truncated) so validation can name the field.
  await app.register(multipart, { throwFileSizeLimit: false, limits: MULTIPART_LIMITS });
  for (const backend of BACKENDS) await app.register(backendPlugin, { prefix: `/${backend}`, ctx, backend });
  await app.register(adminRoutes, { prefix: '/__admin', ctx });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found.' }));
  return app;
}
