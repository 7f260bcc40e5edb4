'use client';

import { ResponsiveImg } from '@/components/media/responsive-img';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icons';
import { ShellLink } from '@/components/ui/shell-link';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { useSiteStore } from '@/lib/state/site-store';
import styles from './initial-modal.module.css';

export interface InitialModalContent {
  title: string;
  html: string;
  image: { url: string; width?: number | null; height?: number | null; alt: string } | null;
  ctaLabel: string | null;
  ctaHref: string | null;
}

/**
 * The initial modal: after the pre-home, once a brand is chosen.
 * Close button, a click on the mask or Escape closes it; focus stays inside
 * while it is open (a modal <dialog>). From 768 px a 600 px panel with its image
 * on top; narrower, a sheet at the bottom with the image as a thumbnail.
 */
export function InitialModal({ content, lang }: { content: InitialModalContent; lang?: string }) {
  const t = useTranslations('common.modal');
  const open = useSiteStore((s) => s.introDecided && !s.prehome && s.initialModal && s.activeBrand !== null);
  const close = useSiteStore((s) => s.closeInitialModal);
  const ref = useModalDialog(open, close);
  const external = content.ctaHref ? /^https?:/.test(content.ctaHref) : false;

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="initial-modal-title" data-testid="initial-modal">
      {open ? (
        <div className={styles.card}>
          <button type="button" className={styles.close} onClick={close} autoFocus>
            <Icon name="close" size={22} />
            <span className="visually-hidden">{t('close')}</span>
          </button>
          {content.image ? (
            <div className={styles.media}>
              <ResponsiveImg
                src={content.image.url}
                alt={content.image.alt}
                fill
                sizes="(min-width: 768px) 600px, 72px"
              />
            </div>
          ) : null}
          {/* The panel's text; `lang` marks it Portuguese on a page in another language. */}
          <div className={styles.body} lang={lang}>
            <h2 id="initial-modal-title" className={styles.title}>
              {content.title}
            </h2>
            {/* Sanitised by the gateway (RichContent/HomeModal html). */}
            <div className={styles.html} dangerouslySetInnerHTML={{ __html: content.html }} />
            {content.ctaHref && content.ctaLabel ? (
              external ? (
                <a href={content.ctaHref} className={styles.cta} target="_blank" rel="noopener noreferrer">
                  {content.ctaLabel}
                  <Icon name="arrow-up-right" size={16} />
                </a>
              ) : (
                <ShellLink href={content.ctaHref} className={styles.cta} onClick={close}>
                  {content.ctaLabel}
                  <Icon name="arrow-right" size={16} />
                </ShellLink>
              )
            ) : null}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
