import { restRoute } from '@agency/schema/rest-operations';
import type { FastifyInstance } from 'fastify';
import type { PanelScope } from '../context';
import { invalid, notFound } from '../http/errors';
import { readMultipart } from '../forms/multipart';
import type { SubmissionKind } from '../forms/store';
import {
  checkContact,
  checkFavorites,
  checkScouting,
  withPanelFieldNames,
  withReference,
  type Checked,
} from '../forms/validate';
import type { ReceivedForm } from '../forms/multipart';

const MESSAGES: Record<SubmissionKind, string> = {
  scouting: 'Application received.',
  favorites: 'Request received.',
  contact: 'Message received.',
};

/** Idempotency keys as clients send them (the gateway sends its outbox ids, UUIDs). */
const IDEMPOTENCY_KEY = /^[\w.:-]{1,128}$/;

/**
 * The multipart forms: 422 with per-field message keys and nothing stored when
 * invalid (an empty post therefore names every field the form requires, under the
 * panel's own names: the fault's formFieldNames); 201 only once photos and row are
 * durably written. A request with an
 * Idempotency-Key already stored is answered as the first one was (201, same id,
 * `idempotent-replayed: true`) and stores nothing, so a retried delivery never
 * becomes a second submission.
 */
export function registerFormRoutes(app: FastifyInstance, { ctx, panel }: PanelScope): void {
  const route = (path: string, kind: SubmissionKind, check: (form: ReceivedForm) => Checked) => {
    app.post(path, async (request, reply) => {
      const { lang } = request.params as { lang: string };
      if (lang !== 'pt' && lang !== 'en') return notFound(reply);
      if (!request.isMultipart()) return reply.code(415).send({ message: 'Expected multipart/form-data.' });
      const key = request.headers['idempotency-key'];
      if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
        return reply.code(400).send({ message: 'Idempotency-Key must be 1-128 letters, digits, or . _ : -' });
      }
      const replay = (id: number) =>
        reply.code(201).header('idempotent-replayed', 'true').send({ data: { id }, message: MESSAGES[kind] });
      const earlier = key ? ctx.submissions.findByIdempotencyKey(panel, key) : null;
      if (earlier !== null) return replay(earlier);
      const names = ctx.faults.get(panel).formFieldNames[kind] ?? {};
      const result = withPanelFieldNames(withReference(check), names)(await readMultipart(request));
      if (!result.ok) return invalid(reply, result.errors);
      const saved = await ctx.submissions.save(panel, kind, lang, result.fields, result.photos, key ?? null);
      if (saved.replayed) return replay(saved.id);
      return reply.code(201).send({ data: { id: saved.id }, message: MESSAGES[kind] });
    });
  };
  if (panel === 'main' || panel === 'jabuticaba' || panel === 'digital') {
    route(restRoute('getScouted'), 'scouting', checkScouting);
    route(restRoute('favorites'), 'favorites', checkFavorites);
  }
  if (panel === 'main') route(restRoute('contact'), 'contact', checkContact);
}
