'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useTalentNav } from '@/lib/state/talent-nav';
import type { LocalText } from '@/lib/talents/nationality';
import type { TalentProfileData } from '@/lib/talents/types';
import { CareerList } from './career-list';
import { LanguageFlag } from './language-flag';
import styles from './details-panel.module.css';

export const DETAILS_PANEL_ID = 'talent-details';

/**
 * Bio, nationality, languages with flags, other skills and career. A side
 * panel, not a modal: the navbar stays usable (its back button closes the
 * panel first). Its text is in the server HTML for search engines.
 */
/** The fields the panel shows: a client component's props travel in the page, so it gets no more. */
export type DetailsPanelTalent = Pick<TalentProfileData, 'name' | 'about' | 'otherSkills' | 'career'> & {
  /** In the page's language (lib/talents/nationality.ts), or the panel's text with its `lang`. */
  nationality: LocalText | null;
  /** Names in the page's language (lib/talents/language-name.ts), with their flag codes. */
  languages: readonly (LocalText & { flag: string | null })[];
  /** `lang` of the panel's own text (bio, skills, career) on a page in another language. */
  textLang?: string;
};

export function DetailsPanel({ talent }: { talent: DetailsPanelTalent }) {
  const t = useTranslations('talents.profile');
  const open = useTalentNav((s) => s.detailsOpen);
  const setOpen = useTalentNav((s) => s.setDetailsOpen);
  const heading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<Element | null>(null);

  useEffect(() => {
    if (open) {
      returnFocus.current = document.activeElement;
      heading.current?.focus();
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape' && !event.defaultPrevented) setOpen(false);
      };
      document.addEventListener('keydown', onKey);
      return () => document.removeEventListener('keydown', onKey);
    }
    const previous = returnFocus.current;
    returnFocus.current = null;
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
  }, [open, setOpen]);

  return (
    <aside
      id={DETAILS_PANEL_ID}
      className={styles.panel}
      data-open={open}
      aria-labelledby="talent-details-title"
      data-testid="talent-details"
    >
      <div className={styles.head}>
        <h2 id="talent-details-title" ref={heading} tabIndex={-1} className={styles.title}>
          {t('detailsTitle', { name: talent.name })}
        </h2>
        <button type="button" className={styles.close} onClick={() => setOpen(false)}>
          <span aria-hidden="true">×</span>
          <span className={styles.visuallyHidden}>{t('closeDetails')}</span>
        </button>
      </div>
      {/* Focusable so keyboard users can scroll a long bio or career (axe: scrollable-region-focusable). */}
      <div className={styles.body} tabIndex={0} role="region" aria-labelledby="talent-details-title">
        {talent.about && (
          <section className={styles.block}>
            <h3 className={styles.label}>{t('bio')}</h3>
            {/* The gateway sanitises the bio (allow-listed tags only) before it reaches the site. */}
            <div className={styles.bio} lang={talent.textLang} dangerouslySetInnerHTML={{ __html: talent.about }} />
          </section>
        )}
        {(talent.nationality || talent.languages.length > 0) && (
          <dl className={styles.facts}>
            {talent.nationality && (
              <div>
                <dt className={styles.label}>{t('nationality')}</dt>
                <dd lang={talent.nationality.lang}>{talent.nationality.text}</dd>
              </div>
            )}
            {talent.languages.length > 0 && (
              <div>
                <dt className={styles.label}>{t('languages')}</dt>
                <dd>
                  <ul className={styles.languages}>
                    {talent.languages.map((language) => (
                      <li key={language.text} lang={language.lang}>
                        <LanguageFlag code={language.flag} />
                        {language.text}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
          </dl>
        )}
        {talent.otherSkills && (
          <section className={styles.block}>
            <h3 className={styles.label}>{t('otherSkills')}</h3>
            <p lang={talent.textLang}>{talent.otherSkills}</p>
          </section>
        )}
        {talent.career.length > 0 && (
          <section className={styles.block}>
            <h3 className={styles.label}>{t('career')}</h3>
            <CareerList entries={talent.career} lang={talent.textLang} />
          </section>
        )}
      </div>
    </aside>
  );
}
