import { CAREER_ALBUM_ID } from '@agency/schema/brands';
import type { Lang } from '../types';

/** Album names as a panel labels them; ids come from the brand table. */
export const ALBUM_NAMES: Record<number, Record<Lang, string>> = {
  497: { pt: 'Atrizes e Atores', en: 'Actresses & Actors' },
  498: { pt: 'Jornalistas', en: 'Journalists' },
  499: { pt: 'Moda', en: 'Fashion' },
  501: { pt: 'Internacional', en: 'International' },
  502: { pt: 'Autores', en: 'Authors' },
  492: { pt: 'Diretores', en: 'Directors' },
  503: { pt: 'Escritores', en: 'Writers' },
  494: { pt: 'Fotógrafos', en: 'Photographers' },
  493: { pt: 'Roteiristas', en: 'Screenwriters' },
  495: { pt: 'Trilheiros', en: 'Soundtrack composers' },
  496: { pt: 'Preparadores', en: 'Coaches' },
  504: { pt: 'Caracterização', en: 'Characterization' },
  490: { pt: 'Atrizes', en: 'Actresses' },
  491: { pt: 'Atores', en: 'Actors' },
  374: { pt: 'Influenciadores', en: 'Influencers' },
  [CAREER_ALBUM_ID]: { pt: 'Carreira', en: 'Career' },
};

export function albumName(id: number, lang: Lang): string {
  return ALBUM_NAMES[id]?.[lang] ?? `Album ${id}`;
}

/** The nine languages the site has flags for: code, Portuguese and English name. */
export const FLAG_LANGUAGES = [
  { code: 'de', pt: 'Alemão', en: 'German' },
  { code: 'hr', pt: 'Croata', en: 'Croatian' },
  { code: 'es', pt: 'Espanhol', en: 'Spanish' },
  { code: 'fr', pt: 'Francês', en: 'French' },
  { code: 'he', pt: 'Hebraico', en: 'Hebrew' },
  { code: 'en', pt: 'Inglês', en: 'English' },
  { code: 'it', pt: 'Italiano', en: 'Italian' },
  { code: 'pt', pt: 'Português', en: 'Portuguese' },
  { code: 'sv', pt: 'Sueco', en: 'Swedish' },
] as const;
