import type { FastifyInstance } from 'fastify';
import type { PanelScope } from '../context';
import { notFound } from '../http/errors';
import type { AboutContent, ContactInfos, CustomHome, Lang, PanelContent, StaffMember } from '../types';
import { panelMedia } from './family-shapes';

/** The custom home as the panels answer it: every image and the video root-relative. */
function customHomeAnswer(home: CustomHome): CustomHome {
  return {
    ...home,
    background_image: panelMedia(home.background_image),
    background_video: panelMedia(home.background_video),
    intro_images: home.intro_images.map((path) => panelMedia(path)),
    modal: { ...home.modal, image: panelMedia(home.modal.image) },
  };
}

/** Site content of a panel: about text, partner logos, staff, home content, social links, contact infos ({ data } envelopes). */
export function registerSiteRoutes(app: FastifyInstance, { ctx, panel }: PanelScope): void {
  const doc = <T>(key: string) => ctx.content.document<T>(panel, key);

  app.get('/api/contents/:type/:lang/:again', async (request, reply) => {
    const { type, lang, again } = request.params as { type: string; lang: string; again: string };
    if (type !== 'about_us' || again !== type || (lang !== 'pt' && lang !== 'en')) return notFound(reply);
    return { data: doc<Record<Lang, AboutContent>>('about')[lang] };
  });

  app.get('/api/additional_media/brands', async () => ({
    data: doc<PanelContent['logos']>('logos').map((logo) => ({ ...logo, url: panelMedia(logo.url) })),
  }));
  app.get('/api/staff', async () => ({ data: doc<StaffMember[]>('staff') }));
  app.get('/api/custom-home', async () => ({ data: customHomeAnswer(doc<CustomHome>('customHome')) }));
  app.get('/api/social-medias', async () => ({ data: doc<PanelContent['socialMedias']>('socialMedias') }));
  app.get('/api/contact-infos', async () => ({ data: doc<ContactInfos>('contactInfos') }));
}
