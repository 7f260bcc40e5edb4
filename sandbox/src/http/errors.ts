import type { FastifyReply } from 'fastify';

/** Laravel-style error bodies, as the OpenAPI file describes them. */
export function notFound(reply: FastifyReply, message = 'Not Found.') {
  return reply.code(404).send({ message });
}

export function unauthenticated(reply: FastifyReply) {
  return reply.code(401).send({ message: 'Unauthenticated.' });
}

export function invalid(reply: FastifyReply, errors: Record<string, string[]>) {
  return reply.code(422).send({ message: 'The given data was invalid.', errors });
}

/** `'1'`, `'true'` or `'yes'` in a query string. */
export function flag(value: unknown): boolean {
  return value === '1' || value === 'true' || value === 'yes';
}

/** A JSON value passed in a query parameter (albums=[368,497]); undefined when absent or unparsable. */
export function jsonParam(value: unknown): unknown {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

export function positiveInt(value: unknown, fallback: number, max: number): number {
  const n = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}
