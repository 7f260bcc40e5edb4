import { ClientResponsiveImg } from '@/components/media/client-responsive-img';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { FavoriteTalent } from '@/lib/favorites/types';
import type { TalentProfileData } from '@/lib/talents/types';
import { FavoriteToggle } from '@/components/favorites/favorite-toggle';
import { CompCardLink } from '@/components/talents/comp-card-link';
import { DetailsButton } from './details-button';
import { MeasuresTable } from './measures-table';
import { QuoteAction } from './quote-action';
import { SocialLinks } from './social-links';
import { ViewerTrigger } from './viewer-trigger';
import styles from './profile.module.css';

/**
 * The portrait's width, for the rendition the browser picks: beside the text from 1024 px, else the
 * viewport less the page's padding on both sides (--page-padding in styles/globals.css).
 */
const COVER_SIZES = '(min-width: 1024px) 40vw, (min-width: 768px) calc(100vw - 5rem), calc(100vw - 2.5rem)';

/** Portrait, name, socials, measures and the calls to action, side by side from 1024 px. */
export async function ProfileHero({
  talent,
  favorite,
  locale,
}: {
  talent: TalentProfileData;
  favorite: FavoriteTalent;
  locale: AppLocale;
}) {
  const t = await getTranslations({ locale, namespace: 'talents.profile' });
  return (
    <header className={styles.hero}>
      <ViewerTrigger url={talent.cover.url} className={styles.coverSlot}>
        <ClientResponsiveImg
          src={talent.cover.url}
          alt={talent.cover.alt || talent.name}
          fill
          sizes={COVER_SIZES}
          preload
          className={styles.cover}
        />
      </ViewerTrigger>
      <div className={styles.intro}>
        <h1 className={styles.name}>{talent.name}</h1>
        {talent.socials.length > 0 && <SocialLinks socials={talent.socials} locale={locale} label={t('socials')} />}
        {talent.measures.length > 0 && <MeasuresTable measures={talent.measures} />}
        <div className={styles.actions}>
          <span className={styles.favorite}>
            <FavoriteToggle talent={favorite} />
          </span>
          <DetailsButton />
          <QuoteAction talent={favorite} label={t('requestQuote')} className={styles.cta} />
          <CompCardLink locale={locale} talentId={talent.id} label={t('compCard')} className={styles.detailsButton} />
        </div>
      </div>
    </header>
  );
}
