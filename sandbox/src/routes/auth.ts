import { REST_OPERATIONS } from '@agency/schema/rest-operations';
import type { FastifyInstance } from 'fastify';
import { acceptedCredentials } from '../auth/credentials';
import type { BackendScope } from '../context';
import { invalid } from '../http/errors';

/** POST /api/signin (manager, { salt, api_key }) or /api/login (panels, { salt, api_token }). */
export function registerAuthRoutes(app: FastifyInstance, { ctx, backend }: BackendScope): void {
  const isManager = backend === 'manager';
  const path = REST_OPERATIONS[isManager ? 'managerSignin' : 'panelLogin'].path;
  const secretField = isManager ? 'api_key' : 'api_token';
  app.post(path, { config: { public: true } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const errors: Record<string, string[]> = {};
    if (typeof body.salt !== 'string' || body.salt === '') errors.salt = ['validation.required'];
    if (typeof body[secretField] !== 'string' || body[secretField] === '')
      errors[secretField] = ['validation.required'];
    if (Object.keys(errors).length) return invalid(reply, errors);
    const expected = acceptedCredentials(backend, ctx.env);
    if (body.salt !== expected.salt || body[secretField] !== expected.secret) {
      return reply.code(401).send({ message: 'Invalid credentials.' });
    }
    return ctx.tokens.issue(backend);
  });
}
