import type { AppLocale } from '@/i18n/routing';
/**
 * Nationalities in the page's language. The panel writes a talent's nationality as free
 * Portuguese text, inflected for the person ('Brasileiro', 'Brasileira'); Intl has country
 * names but no demonyms, so the common ones are listed here by their Portuguese forms.
 */
const DEMONYMS: readonly { pt: readonly string[]; en: string }[] = [
  { pt: ['brasileiro', 'brasileira'], en: 'Brazilian' },
  { pt: ['portugues', 'portuguesa'], en: 'Portuguese' },
  { pt: ['argentino', 'argentina'], en: 'Argentine' },
  { pt: ['uruguaio', 'uruguaia'], en: 'Uruguayan' },
  { pt: ['paraguaio', 'paraguaia'], en: 'Paraguayan' },
  { pt: ['chileno', 'chilena'], en: 'Chilean' },
  { pt: ['boliviano', 'boliviana'], en: 'Bolivian' },
  { pt: ['peruano', 'peruana'], en: 'Peruvian' },
  { pt: ['colombiano', 'colombiana'], en: 'Colombian' },
  { pt: ['venezuelano', 'venezuelana'], en: 'Venezuelan' },
  { pt: ['mexicano', 'mexicana'], en: 'Mexican' },
  { pt: ['cubano', 'cubana'], en: 'Cuban' },
  { pt: ['americano', 'americana', 'norte-americano', 'norte-americana', 'estadunidense'], en: 'American' },
  { pt: ['canadense'], en: 'Canadian' },
  { pt: ['angolano', 'angolana'], en: 'Angolan' },
  { pt: ['mocambicano', 'mocambicana'], en: 'Mozambican' },
  { pt: ['cabo-verdiano', 'cabo-verdiana'], en: 'Cape Verdean' },
  { pt: ['italiano', 'italiana'], en: 'Italian' },
  { pt: ['frances', 'francesa'], en: 'French' },
  { pt: ['espanhol', 'espanhola'], en: 'Spanish' },
  { pt: ['alemao', 'alema'], en: 'German' },
  { pt: ['ingles', 'inglesa'], en: 'English' },
  { pt: ['britanico', 'britanica'], en: 'British' },
  { pt: ['irlandes', 'irlandesa'], en: 'Irish' },
  { pt: ['holandes', 'holandesa', 'neerlandes', 'neerlandesa'], en: 'Dutch' },
  { pt: ['belga'], en: 'Belgian' },
  { pt: ['suico', 'suica'], en: 'Swiss' },
  { pt: ['austriaco', 'austriaca'], en: 'Austrian' },
  { pt: ['sueco', 'sueca'], en: 'Swedish' },
  { pt: ['noruegues', 'norueguesa'], en: 'Norwegian' },
  { pt: ['dinamarques', 'dinamarquesa'], en: 'Danish' },
  { pt: ['finlandes', 'finlandesa'], en: 'Finnish' },
  { pt: ['polones', 'polonesa'], en: 'Polish' },
  { pt: ['russo', 'russa'], en: 'Russian' },
  { pt: ['ucraniano', 'ucraniana'], en: 'Ukrainian' },
  { pt: ['croata'], en: 'Croatian' },
  { pt: ['grego', 'grega'], en: 'Greek' },
  { pt: ['israelense', 'israelita'], en: 'Israeli' },
  { pt: ['libanes', 'libanesa'], en: 'Lebanese' },
  { pt: ['japones', 'japonesa'], en: 'Japanese' },
  { pt: ['chines', 'chinesa'], en: 'Chinese' },
  { pt: ['coreano', 'coreana', 'sul-coreano', 'sul-coreana'], en: 'Korean' },
  { pt: ['indiano', 'indiana'], en: 'Indian' },
  { pt: ['australiano', 'australiana'], en: 'Australian' },
];

/** Lower case, without accents or surrounding space: how the panel's forms are compared. */
const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

const EN_BY_PT = new Map(DEMONYMS.flatMap(({ pt, en }) => pt.map((form) => [form, en] as const)));

/** A text to show and, when it stays the panel's Portuguese on a page in another language, its `lang`. */
export interface LocalText {
  text: string;
  /** Set when the text is not in the page's language. */
  lang?: string;
}

/**
 * The nationality as the page's language says it: on a Portuguese page the panel's text; on an
 * English page the English demonym, or the panel's text marked as Portuguese when it is not listed.
 */
export function nationalityIn(locale: AppLocale, panelText: string, panelLang: string | undefined): LocalText {
  if (locale !== 'en') return { text: panelText };
  const english = EN_BY_PT.get(normalise(panelText));
  return english ? { text: english } : { text: panelText, lang: panelLang };
}
