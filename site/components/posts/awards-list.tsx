import type { PostData } from '@/lib/posts/get-post';
import { MediaImage } from '@/components/media/media-image';
import { HtmlContent } from '@/components/content/html-content';
import styles from './awards-list.module.css';

/** A show's awards (Prêmios) or an event's agenda: title, subtitle, year, image and text. */
export function AwardsList({ awards }: { awards: PostData['awards'] }) {
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
            {award.year ? <p className={styles.year}>{award.year}</p> : null}
            <h3 className={styles.title}>{award.title}</h3>
            {award.subtitle ? <p className={styles.subtitle}>{award.subtitle}</p> : null}
            {award.description ? <HtmlContent html={award.description} className={styles.text} /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
