import { restRoute } from '@agency/schema/rest-operations';
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

  app.get(restRoute('content'), async (request, reply) => {
    const { type, lang, type2 } = request.params as { type: string; lang: string; type2: string };
    if (type !== 'about_us' || type2 !== type || (lang !== 'pt' && lang !== 'en')) return notFound(reply);
    return { data: doc<Record<Lang, AboutContent>>('about')[lang] };
  });

  app.get(restRoute('brandLogos'), async () => ({
    data: doc<PanelContent['logos']>('logos').map((logo) => ({ ...logo, url: panelMedia(logo.url) })),
  }));
  app.get(restRoute('staff'), async () => ({ data: doc<StaffMember[]>('staff') }));
  app.get(restRoute('customHome'), async () => ({ data: customHomeAnswer(doc<CustomHome>('customHome')) }));
  // The family's home slides (the sibling's GET /api/slides/all): a bare array, root-relative urls.
  app.get(restRoute('homeSlides'), async () => {
    const home = customHomeAnswer(doc<CustomHome>('customHome'));
    return home.intro_images.map((url, i) => ({
      section: 'home',
      type: i === 0 && home.background_video ? 'video' : 'image',
      url: { desktop: url, mobile: url },
      description: home.title,
      video_provider: null,
      video_id: null,
    }));
  });
  app.get(restRoute('socialMedias'), async () => ({ data: doc<PanelContent['socialMedias']>('socialMedias') }));
  app.get(restRoute('contactInfos'), async () => ({ data: doc<ContactInfos>('contactInfos') }));
}
