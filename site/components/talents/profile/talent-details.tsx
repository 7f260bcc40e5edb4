import { getTranslations } from 'next-intl/server';
import { panelTextLang } from '@/i18n/panel-language';
import type { AppLocale } from '@/i18n/routing';
import { graphql } from '@/lib/gql';
import type { TalentDetailsFieldsFragment } from '@/lib/gql/graphql';
import { languageNameIn } from '@/lib/talents/language-name';
import { nationalityIn } from '@/lib/talents/nationality';
import { CareerList } from './career-list';
import { LanguageFlag } from './language-flag';
import styles from './details-panel.module.css';

/**
 * The fields the details panel draws, declared beside the drawing: the profile query
 * (lib/talents/documents.ts) spreads this fragment, so a new detail is added here and
 * in the catalogues' labels, and nowhere else in the site.
 */
export const TalentDetailsFields = graphql(`
  fragment TalentDetailsFields on Talent {
    about
    nationality
    languages {
      name
      flag
    }
    otherSkills
    career {
      title
      author
      year
      description
      image {
        url
        width
        height
        alt
      }
    }
  }
`);

/**
 * Bio, nationality, languages with flags, other skills and career, drawn on the server inside
 * the details panel's shell. The panel's own text (bio, skills, career) is the back-end's
 * Portuguese: on a page in another language it carries its `lang`.
 */
export async function TalentDetails({ talent, locale }: { talent: TalentDetailsFieldsFragment; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'talents.profile' });
  const textLang = panelTextLang(locale);
  const nationality = talent.nationality ? nationalityIn(locale, talent.nationality, textLang) : null;
  const languages = talent.languages.map((language) => ({
    ...languageNameIn(locale, language, textLang),
    flag: language.flag ?? null,
  }));

  return (
    <>
      {talent.about && (
        <section className={styles.block}>
          <h3 className={styles.label}>{t('bio')}</h3>
          {/* The gateway sanitises the bio (allow-listed tags only) before it reaches the site. */}
          <div className={styles.bio} lang={textLang} dangerouslySetInnerHTML={{ __html: talent.about }} />
        </section>
      )}
      {(nationality || languages.length > 0) && (
        <dl className={styles.facts}>
          {nationality && (
            <div>
              <dt className={styles.label}>{t('nationality')}</dt>
              <dd lang={nationality.lang}>{nationality.text}</dd>
            </div>
          )}
          {languages.length > 0 && (
            <div>
              <dt className={styles.label}>{t('languages')}</dt>
              <dd>
                <ul className={styles.languages}>
                  {languages.map((language) => (
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
          <p lang={textLang}>{talent.otherSkills}</p>
        </section>
      )}
      {talent.career.length > 0 && (
        <section className={styles.block}>
          <h3 className={styles.label}>{t('career')}</h3>
          <CareerList entries={talent.career} lang={textLang} />
        </section>
      )}
    </>
  );
}
