import type { FastifyInstance } from 'fastify';
import type { PanelScope } from '../context';
import { invalid, notFound } from '../http/errors';
import { readMultipart } from '../forms/multipart';
import type { SubmissionKind } from '../forms/store';
import { checkContact, checkFavorites, checkScouting, type Checked } from '../forms/validate';
import type { ReceivedForm } from '../forms/multipart';

const MESSAGES: Record<SubmissionKind, string> = {
  scouting: 'Application received.',
  favorites: 'Request received.',
  contact: 'Message received.',
};

/**
 * The multipart forms: 422 with per-field message keys and nothing stored when
 * invalid; 201 only once photos and row are durably written.
 */
export function registerFormRoutes(app: FastifyInstance, { ctx, panel }: PanelScope): void {
  const route = (path: string, kind: SubmissionKind, check: (form: ReceivedForm) => Checked) => {
    app.post(path, async (request, reply) => {
      const { lang } = request.params as { lang: string };
      if (lang !== 'pt' && lang !== 'en') return notFound(reply);
      if (!request.isMultipart()) return reply.code(415).send({ message: 'Expected multipart/form-data.' });
      const result = check(await readMultipart(request));
      if (!result.ok) return invalid(reply, result.errors);
      const id = await ctx.submissions.save(panel, kind, lang, result.fields, result.photos);
      return reply.code(201).send({ data: { id }, message: MESSAGES[kind] });
    });
  };
  if (panel === 'main' || panel === 'jabuticaba' || panel === 'digital') {
    route('/api/get-scouted/:lang', 'scouting', checkScouting);
    route('/api/favorites/:lang', 'favorites', checkFavorites);
  }
  if (panel === 'main') route('/api/contact/:lang', 'contact', checkContact);
}
