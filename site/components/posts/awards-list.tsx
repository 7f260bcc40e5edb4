import type { PostData } from '@/lib/posts/get-post';
import { formatAgendaDate } from '@/lib/posts/format-date';
import { MediaImage } from '@/components/media/media-image';
import { HtmlContent } from '@/components/content/html-content';
import styles from './awards-list.module.css';
import type { AppLocale } from '@/i18n/routing';

/**
 * A show's awards (Prêmios) or an event's agenda: title, subtitle, year (an
 * agenda day in the page's language), image and text.
 */
export function AwardsList({ awards, locale }: { awards: PostData['awards']; locale: AppLocale }) {
  return (
    <ul className={styles.list}>
      {awards.map((award, index) => (
        <li key={index} className={styles.item}>
          {award.cover ? (
            <div className={styles.cover}>
              <MediaImage image={award.cover} alt="" ratio={1} sizes="96px" />
            </div>
          ) : null}
          <div>
            {award.year ? (
              <p className={styles.year} data-testid="award-date">
                {formatAgendaDate(award.year, locale)}
              </p>
            ) : null}
            <h3 className={styles.title}>{award.title}</h3>
            {award.subtitle ? <p className={styles.subtitle}>{award.subtitle}</p> : null}
            {award.description ? <HtmlContent html={award.description} className={styles.text} /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
