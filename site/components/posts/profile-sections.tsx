import { getLocale, getTranslations } from 'next-intl/server';
import { POST_SECTION_KEYS } from '@agency/schema/post-kinds';
import type { PostData } from '@/lib/posts/get-post';
import { HtmlContent } from '@/components/content/html-content';
import { AwardsList } from './awards-list';
import { SectionDialogs, type DialogSection } from './section-dialogs';

/** The post-kind table's pop-up sections, and the ones drawn here (a show's synopsis, awards, an event's agenda). */
const SECTION_KEYS = [...POST_SECTION_KEYS, 'agenda', 'sinopse', 'awards'] as const;
type SectionKey = (typeof SECTION_KEYS)[number];

function isSectionKey(key: string): key is SectionKey {
  return (SECTION_KEYS as readonly string[]).includes(key);
}

/**
 * The pop-ups of a profile, only for fields with content: the gateway's
 * sections (Conteúdo, Cronograma, Sobre o professor / Tema, Público Alvo,
 * Release do palestrante / Rider), plus a show's Sinopse and Prêmios and an
 * event's Agenda (its awards list).
 */
export async function ProfileSections({ post }: { post: PostData }) {
  const t = await getTranslations('content.posts');
  const locale = await getLocale();
  const title = (key: string) => (isSectionKey(key) ? t(`sections.${key}`) : key);
  const sections: DialogSection[] = [];

  const { sinopse } = post;
  if (post.kind === 'SHOW' && sinopse && (sinopse.subtitle || sinopse.year || sinopse.description)) {
    sections.push({
      key: 'sinopse',
      title: title('sinopse'),
      content: (
        <>
          {sinopse.subtitle ? <p>{[sinopse.subtitle, sinopse.year].filter(Boolean).join(' · ')}</p> : null}
          {!sinopse.subtitle && sinopse.year ? <p>{sinopse.year}</p> : null}
          {sinopse.description ? <HtmlContent html={sinopse.description} /> : null}
        </>
      ),
    });
  }
  const awardsKey = post.kind === 'EVENT' ? 'agenda' : 'awards';
  if (post.kind === 'EVENT' && post.awards.length > 0) {
    sections.push({
      key: awardsKey,
      title: title(awardsKey),
      content: <AwardsList awards={post.awards} locale={locale} />,
    });
  }
  for (const section of post.sections) {
    if (!section.html.trim() || sections.some((s) => s.key === section.key)) continue;
    sections.push({ key: section.key, title: title(section.key), content: <HtmlContent html={section.html} /> });
  }
  if (post.kind === 'SHOW' && post.awards.length > 0) {
    sections.push({
      key: awardsKey,
      title: title(awardsKey),
      content: <AwardsList awards={post.awards} locale={locale} />,
    });
  }
  return <SectionDialogs sections={sections} closeLabel={t('close')} />;
}
