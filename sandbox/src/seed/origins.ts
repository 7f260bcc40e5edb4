/**
 * Where a talent comes from: the nationality the profile shows, the country it names, the cities a
 * bio may say the talent was born in, and the language a talent of that nationality speaks. A bio,
 * a nationality and a list of languages are all drawn from one origin, so they cannot disagree.
 */
export interface Place {
  pt: string;
  en: string;
  /** "In <city>" in Portuguese where the city takes an article ('no Rio de Janeiro'); else 'em <city>'. */
  ptIn?: string;
}

/** "In <place>" in Portuguese: 'em São Paulo', 'no Rio de Janeiro'. */
export function inPlace(place: Place): string {
  return place.ptIn ?? `em ${place.pt}`;
}

export interface Origin {
  nationality: { pt: string; ptMale: string; en: string };
  /** The country, and the Portuguese phrase for "in <country>" (the article agrees with the country). */
  country: Place & { ptIn: string };
  /** The language of the country, a code of FLAG_LANGUAGES. */
  language: string;
  cities: readonly Place[];
}

const same = (name: string): Place => ({ pt: name, en: name });

/** Brazil first: the roster's default. The order is the draw's: changing it changes who is from where. */
export const ORIGINS: readonly Origin[] = [
  {
    nationality: { pt: 'Brasileira', ptMale: 'Brasileiro', en: 'Brazilian' },
    country: { pt: 'Brasil', en: 'Brazil', ptIn: 'no Brasil' },
    language: 'pt',
    cities: [
      same('São Paulo'),
      { pt: 'Rio de Janeiro', en: 'Rio de Janeiro', ptIn: 'no Rio de Janeiro' },
      same('Salvador'),
      { pt: 'Recife', en: 'Recife', ptIn: 'no Recife' },
      ...['Belo Horizonte', 'Porto Alegre', 'Curitiba', 'Fortaleza', 'Belém', 'Manaus', 'Florianópolis', 'Goiânia'].map(
        same,
      ),
    ],
  },
  {
    nationality: { pt: 'Portuguesa', ptMale: 'Português', en: 'Portuguese' },
    country: { pt: 'Portugal', en: 'Portugal', ptIn: 'em Portugal' },
    language: 'pt',
    cities: [
      { pt: 'Lisboa', en: 'Lisbon' },
      { pt: 'Porto', en: 'Porto', ptIn: 'no Porto' },
      same('Coimbra'),
      same('Braga'),
    ],
  },
  {
    nationality: { pt: 'Argentina', ptMale: 'Argentino', en: 'Argentine' },
    country: { pt: 'Argentina', en: 'Argentina', ptIn: 'na Argentina' },
    language: 'es',
    cities: [same('Buenos Aires'), same('Córdoba'), { pt: 'Rosário', en: 'Rosario' }, same('Mendoza')],
  },
  {
    nationality: { pt: 'Italiana', ptMale: 'Italiano', en: 'Italian' },
    country: { pt: 'Itália', en: 'Italy', ptIn: 'na Itália' },
    language: 'it',
    cities: [
      { pt: 'Roma', en: 'Rome' },
      { pt: 'Milão', en: 'Milan' },
      { pt: 'Nápoles', en: 'Naples' },
      { pt: 'Turim', en: 'Turin' },
    ],
  },
  {
    nationality: { pt: 'Francesa', ptMale: 'Francês', en: 'French' },
    country: { pt: 'França', en: 'France', ptIn: 'na França' },
    language: 'fr',
    cities: [same('Paris'), same('Lyon'), { pt: 'Marselha', en: 'Marseille' }, same('Bordeaux')],
  },
  {
    nationality: { pt: 'Sueca', ptMale: 'Sueco', en: 'Swedish' },
    country: { pt: 'Suécia', en: 'Sweden', ptIn: 'na Suécia' },
    language: 'sv',
    cities: [{ pt: 'Estocolmo', en: 'Stockholm' }, { pt: 'Gotemburgo', en: 'Gothenburg' }, same('Malmö')],
  },
  {
    nationality: { pt: 'Croata', ptMale: 'Croata', en: 'Croatian' },
    country: { pt: 'Croácia', en: 'Croatia', ptIn: 'na Croácia' },
    language: 'hr',
    cities: [same('Zagreb'), same('Split'), same('Rijeka')],
  },
  {
    nationality: { pt: 'Israelense', ptMale: 'Israelense', en: 'Israeli' },
    country: { pt: 'Israel', en: 'Israel', ptIn: 'em Israel' },
    language: 'he',
    cities: [same('Tel Aviv'), { pt: 'Jerusalém', en: 'Jerusalem' }, same('Haifa')],
  },
  {
    nationality: { pt: 'Alemã', ptMale: 'Alemão', en: 'German' },
    country: { pt: 'Alemanha', en: 'Germany', ptIn: 'na Alemanha' },
    language: 'de',
    cities: [
      { pt: 'Berlim', en: 'Berlin' },
      { pt: 'Munique', en: 'Munich' },
      { pt: 'Hamburgo', en: 'Hamburg' },
    ],
  },
  {
    nationality: { pt: 'Espanhola', ptMale: 'Espanhol', en: 'Spanish' },
    country: { pt: 'Espanha', en: 'Spain', ptIn: 'na Espanha' },
    language: 'es',
    cities: [{ pt: 'Madri', en: 'Madrid' }, same('Barcelona'), { pt: 'Sevilha', en: 'Seville' }],
  },
];

export const BRAZIL: Origin = ORIGINS[0]!;

/** The origin whose nationality reads `name` (in either language, either gender), or null. */
export function originOfNationality(name: string): Origin | null {
  return ORIGINS.find((o) => [o.nationality.pt, o.nationality.ptMale, o.nationality.en].includes(name)) ?? null;
}

/**
 * Languages a talent may speak beside Portuguese and the language of their country, as a pool the
 * roster samples from: English most often, then Spanish, then French, Italian and German. Hebrew,
 * Swedish and Croatian come only with a talent from those countries.
 */
export const SECOND_LANGUAGE_POOL = ['en', 'en', 'en', 'es', 'es', 'fr', 'it', 'de'] as const;
