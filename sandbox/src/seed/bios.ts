/**
 * A talent's bio, written from the talent's own data: where they were born (a city of their
 * nationality's country), what they do (their album's profession), their latest work (their
 * career album) and the languages they speak (their language list). Nothing in it is drawn apart
 * from the data, so the bio cannot contradict the profile around it.
 */
import { pick, type Rng } from '../prng';
import type { Lang } from '../types';
import { FLAG_LANGUAGES } from './albums';
import { professionPhrase, type Profession } from './careers';
import { inPlace, type Origin, type Place } from './origins';

export interface BioFacts {
  name: string;
  /** Null: nationality unknown; the bio then says only where the talent lives. */
  origin: Origin | null;
  /** Birthplace (origin known) or home city (origin unknown). */
  city: Place;
  /** The year a foreign-born talent moved to Brazil. */
  movedIn: number | null;
  profession: Profession;
  years: number;
  since: number;
  languageCodes: readonly string[];
  latest: { title: Record<Lang, string>; by: string; year: string } | null;
  instagramFollowers: number | null;
}

function languageName(code: string, lang: Lang): string {
  const known = FLAG_LANGUAGES.find((l) => l.code === code);
  if (!known) throw new Error(`no flag language ${code}`);
  return lang === 'pt' ? known.pt.toLowerCase() : known.en;
}

/** 'a, b e c' / 'a, b and c'. */
export function listOf(items: readonly string[], lang: Lang): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${lang === 'pt' ? 'e' : 'and'} ${items[items.length - 1]}`;
}

/** The sentence that names the languages; a bio of a talent with one language has none. */
export function languagesSentence(codes: readonly string[], lang: Lang): string | null {
  if (codes.length < 2) return null;
  const names = listOf(
    codes.map((c) => languageName(c, lang)),
    lang,
  );
  return lang === 'pt' ? `Fala ${names}.` : `Speaks ${names}.`;
}

function followers(count: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'pt' ? 'pt-BR' : 'en', { notation: 'compact' }).format(count);
}

function origin(facts: BioFacts, lang: Lang): string {
  const name = `<strong>${facts.name}</strong>`;
  const city = lang === 'pt' ? inPlace(facts.city) : `in ${facts.city.en}`;
  const work = professionPhrase(facts.profession, facts.years, facts.since)[lang];
  if (!facts.origin) return lang === 'pt' ? `${name} vive ${city} e ${work}.` : `${name} lives ${city} and ${work}.`;
  if (facts.origin.country.en === 'Brazil' || facts.movedIn === null) {
    return lang === 'pt' ? `${name} nasceu ${city} e ${work}.` : `${name} was born ${city} and ${work}.`;
  }
  return lang === 'pt'
    ? `${name} nasceu ${city}, ${facts.origin.country.ptIn}, vive no Brasil desde ${facts.movedIn} e ${work}.`
    : `${name} was born ${city}, ${facts.origin.country.en}, has lived in Brazil since ${facts.movedIn} and ${work}.`;
}

function latestWork(facts: BioFacts, lang: Lang, rng: Rng): string | null {
  const latest = facts.latest;
  if (!latest) return null;
  const work = `<em>${latest.title[lang]}</em> (${latest.by}, ${latest.year})`;
  const forms =
    lang === 'pt'
      ? [
          `O trabalho mais recente é ${work}.`,
          `Entre os trabalhos recentes está ${work}.`,
          `Mais recentemente: ${work}.`,
        ]
      : [`The latest work is ${work}.`, `Recent work includes ${work}.`, `Most recently: ${work}.`];
  return pick(rng, forms);
}

function audience(facts: BioFacts, lang: Lang): string | null {
  if (facts.profession !== 'digital' || !facts.instagramFollowers) return null;
  const count = followers(facts.instagramFollowers, lang);
  return lang === 'pt' ? `Reúne ${count} seguidores no Instagram.` : `Has ${count} followers on Instagram.`;
}

/**
 * The bio in both languages, as HTML. `rng` only varies the wording (the same variant in both
 * languages); every fact comes from `facts`.
 */
export function writeBio(facts: BioFacts, rng: Rng): Record<Lang, string> {
  const variant = rng();
  const write = (lang: Lang) => {
    const wording = () => variant;
    const second = [
      latestWork(facts, lang, wording),
      audience(facts, lang),
      languagesSentence(facts.languageCodes, lang),
    ]
      .filter((s): s is string => s !== null)
      .join(' ');
    return `<p>${origin(facts, lang)}</p>${second ? `<p>${second}</p>` : ''}`;
  };
  return { pt: write('pt'), en: write('en') };
}
