/**
 * What a talent does, by the album they are listed in, and the works a career album lists for it:
 * an actor's series and plays, a journalist's programmes, a model's campaigns. Every text is
 * written in each language (no English glosses inside Portuguese).
 */
import type { Lang } from '../types';

export type Profession =
  | 'acting'
  | 'journalism'
  | 'fashion'
  | 'writing'
  | 'directing'
  | 'screenwriting'
  | 'photography'
  | 'soundtrack'
  | 'coaching'
  | 'makeup'
  | 'digital';

/** The profession of a talent listed first in `album` (the brand table's album ids). */
export function professionOfAlbum(album: number | undefined): Profession {
  switch (album) {
    case 498:
      return 'journalism';
    case 499:
      return 'fashion';
    case 502:
    case 503:
      return 'writing';
    case 492:
      return 'directing';
    case 493:
      return 'screenwriting';
    case 494:
      return 'photography';
    case 495:
      return 'soundtrack';
    case 496:
      return 'coaching';
    case 504:
      return 'makeup';
    case 374:
      return 'digital';
    default:
      // 497 actresses and actors, 501 international, 490 actresses, 491 actors.
      return 'acting';
  }
}

/**
 * What the talent does, as a verb phrase that fits after the name ("… e atua há 12 anos …"), so it
 * needs no gendered noun. `years` is the length of the career, `since` the year it began.
 */
export function professionPhrase(profession: Profession, years: number, since: number): Record<Lang, string> {
  const phrases: Record<Profession, Record<Lang, string>> = {
    acting: {
      pt: `atua há ${years} anos em televisão, cinema e teatro`,
      en: `has acted in television, film and theatre for ${years} years`,
    },
    journalism: {
      pt: `trabalha há ${years} anos em jornalismo de televisão e rádio`,
      en: `has worked in broadcast journalism for ${years} years`,
    },
    fashion: { pt: `trabalha como modelo desde ${since}`, en: `has modelled since ${since}` },
    writing: {
      pt: `publica ficção e crônicas há ${years} anos`,
      en: `has published fiction and essays for ${years} years`,
    },
    directing: {
      pt: `dirige séries, filmes e peças há ${years} anos`,
      en: `has directed series, films and plays for ${years} years`,
    },
    screenwriting: {
      pt: `escreve roteiros para televisão e cinema desde ${since}`,
      en: `has written for television and film since ${since}`,
    },
    photography: {
      pt: `fotografa moda e retratos há ${years} anos`,
      en: `has photographed fashion and portraits for ${years} years`,
    },
    soundtrack: {
      pt: `compõe trilhas para cinema, séries e teatro desde ${since}`,
      en: `has scored films, series and plays since ${since}`,
    },
    coaching: {
      pt: `prepara elencos para cinema e televisão há ${years} anos`,
      en: `has coached casts for film and television for ${years} years`,
    },
    makeup: {
      pt: `assina caracterização e maquiagem de cena há ${years} anos`,
      en: `has designed make-up and prosthetics for the screen for ${years} years`,
    },
    digital: {
      pt: `cria conteúdo para as redes desde ${since}`,
      en: `has been creating content for social media since ${since}`,
    },
  };
  return phrases[profession];
}

export interface Work {
  pt: string;
  en: string;
  /** The channel, publisher, brand or venue. */
  by: string;
  kind: string;
}

const w = (pt: string, en: string, by: string, kind: string): Work => ({ pt, en, by, kind });

/** Series, soap operas, films, plays and commercials: actors' work, and the crafts behind it. */
const SCREEN: readonly Work[] = [
  w('Mar de Dentro', 'Inner Sea', 'Globoplay', 'series'),
  w('Terra Vermelha', 'Red Earth', 'TV Globo', 'novela'),
  w('O Último Verão', 'The Last Summer', 'Globo Filmes', 'film'),
  w('Noites de Lisboa', 'Lisbon Nights', 'RTP', 'series'),
  w('A Travessia', 'The Crossing', 'Prime Video', 'film'),
  w('Retratos', 'Portraits', 'Teatro Oficina', 'theatre'),
  w('Vozes do Sertão', 'Voices of the Backlands', 'Canal Brasil', 'series'),
  w('Amor de Verão', 'Summer Love', 'SBT', 'novela'),
  w('Os Náufragos', 'The Castaways', 'Paris Filmes', 'film'),
  w('Casa de Bonecas', 'A Doll’s House', 'Teatro Sérgio Cardoso', 'theatre'),
  w('Cidade Partida', 'Divided City', 'Netflix', 'series'),
];

const JOURNALISM: readonly Work[] = [
  w('Jornal da Noite', 'Evening News', 'CNN Brasil', 'news'),
  w('Cidades em Pauta', 'Cities in Focus', 'TV Cultura', 'report'),
  w('Cobertura das Eleições', 'Election Coverage', 'GloboNews', 'coverage'),
  w('Entrevista da Semana', 'Interview of the Week', 'Band', 'interview'),
  w('Café com Notícia', 'Coffee and News', 'Rádio CBN', 'radio'),
  w('Amazônia em Foco', 'The Amazon in Focus', 'Canal Futura', 'documentary'),
  w('Placar Final', 'Final Score', 'SporTV', 'sport'),
  w('Revista da Manhã', 'Morning Magazine', 'Record', 'magazine'),
  w('Fio da Meada', 'Loose Threads', 'Spotify', 'podcast'),
  w('Mundo Afora', 'Around the World', 'TV Brasil', 'report'),
  w('Conversa Franca', 'Straight Talk', 'Canal Brasil', 'interview'),
];

const FASHION: readonly Work[] = [
  w('Campanha Outono-Inverno', 'Autumn-Winter campaign', 'Osklen', 'campaign'),
  w('Desfile de Verão', 'Summer show', 'São Paulo Fashion Week', 'runway'),
  w('Editorial de Verão', 'Summer editorial', 'Vogue Brasil', 'editorial'),
  w('Coleção Resort', 'Resort collection', 'Farm Rio', 'campaign'),
  w('Capa de setembro', 'September cover', 'Elle Brasil', 'cover'),
  w('Desfile de Estreia', 'Debut show', 'Casa de Criadores', 'runway'),
  w('Lookbook de Primavera', 'Spring lookbook', 'Reserva', 'lookbook'),
  w('Campanha de Joias', 'Jewellery campaign', 'Vivara', 'campaign'),
  w('Editorial de Noivas', 'Bridal editorial', 'Harper’s Bazaar Brasil', 'editorial'),
  w('Campanha de Beleza', 'Beauty campaign', 'Natura', 'campaign'),
  w('Desfile de Inverno', 'Winter show', 'Milano Moda Donna', 'runway'),
];

const BOOKS: readonly Work[] = [
  w('A Casa das Marés', 'The House of Tides', 'Companhia das Letras', 'novel'),
  w('Contos da Lapa', 'Tales of Lapa', 'Editora Record', 'stories'),
  w('O Inventário', 'The Inventory', 'Todavia', 'novel'),
  w('Cartas ao Mar', 'Letters to the Sea', 'Editora 34', 'poetry'),
  w('Crônicas de Domingo', 'Sunday Columns', 'Folha de S.Paulo', 'column'),
  w('Memórias de Cozinha', 'Kitchen Memoirs', 'Editora Globo', 'memoir'),
  w('A Filha do Faroleiro', 'The Lighthouse Keeper’s Daughter', 'Rocco', 'novel'),
  w('Pequeno Atlas do Afeto', 'A Small Atlas of Affection', 'Intrínseca', 'stories'),
  w('Ruas de Salvador', 'Streets of Salvador', 'Edufba', 'essay'),
  w('O Tempo das Mangueiras', 'Mango Tree Season', 'Alfaguara', 'novel'),
  w('Mesa na Flip', 'A panel at Flip', 'Festa Literária de Paraty', 'festival'),
];

const DIGITAL: readonly Work[] = [
  w('Verão com Estilo', 'Summer in Style', 'Renner', 'campaign'),
  w('Live de Black Friday', 'Black Friday live stream', 'Magalu', 'live'),
  w('Desafio 30 Dias', '30-Day Challenge', 'Nike', 'challenge'),
  w('Festival de Verão', 'Summer Festival', 'Rock in Rio', 'event'),
  w('Receitas de Domingo', 'Sunday Recipes', 'Tramontina', 'series'),
  w('Viagem pelo Nordeste', 'A Northeast Road Trip', 'Azul', 'travel'),
  w('Lançamento de Perfume', 'Fragrance launch', 'O Boticário', 'campaign'),
  w('Noite dos Games', 'Game Night', 'Samsung', 'live'),
  w('Rotina de Cuidados', 'Skincare Routine', 'Natura', 'series'),
  w('Feira de Quadrinhos', 'Comic Convention', 'CCXP', 'event'),
  w('Volta às Aulas', 'Back to School', 'Kalunga', 'campaign'),
];

/** The works a profession's career album draws from (at least CAREER_SLOTS of them). */
export function worksOf(profession: Profession): readonly Work[] {
  switch (profession) {
    case 'journalism':
      return JOURNALISM;
    case 'fashion':
    case 'photography':
      return FASHION;
    case 'writing':
      return BOOKS;
    case 'digital':
      return DIGITAL;
    default:
      return SCREEN;
  }
}

/** How many works a career draws among (the draw shuffles this many slots). */
export const CAREER_SLOTS = 10;

const pick = <T>(list: readonly T[], u: number): T => list[Math.floor(u * list.length) % list.length]!;

/** A soap opera's chapters, a series' episodes, and so on, from one uniform number u in [0, 1). */
const span = (u: number, min: number, max: number) => min + Math.floor(u * (max - min + 1));

const SCREEN_KIND: Record<string, Record<Lang, string>> = {
  series: { pt: 'Série', en: 'Series' },
  novela: { pt: 'Novela', en: 'Telenovela' },
  film: { pt: 'Longa-metragem', en: 'Feature film' },
  theatre: { pt: 'Teatro', en: 'Stage play' },
};

function screenUnits(kind: string, u: number): Record<Lang, string> {
  switch (kind) {
    case 'series': {
      const n = span(u, 6, 12);
      return { pt: `${n} episódios`, en: `${n} episodes` };
    }
    case 'novela': {
      const n = span(u, 90, 180);
      return { pt: `${n} capítulos`, en: `${n} episodes` };
    }
    case 'film': {
      const n = span(u, 4, 9);
      return { pt: `${n} semanas de filmagem`, en: `${n} weeks of shooting` };
    }
    default: {
      const n = span(u, 6, 20);
      return { pt: `temporada de ${n} semanas`, en: `a ${n}-week run` };
    }
  }
}

/**
 * One career entry's description in both languages: what the talent did in the work. `u` is a
 * uniform number in [0, 1) drawn for the entry (sizes, counts), `v` another (the role).
 */
export function describeWork(profession: Profession, work: Work, u: number, v: number): Record<Lang, string> {
  const kind = SCREEN_KIND[work.kind] ?? { pt: 'Produção', en: 'Production' };
  const units = screenUnits(work.kind, u);
  switch (profession) {
    case 'acting': {
      const role = pick(
        [
          { pt: 'Protagonista', en: 'Lead role' },
          { pt: 'Papel coadjuvante', en: 'Supporting role' },
          { pt: 'Participação especial', en: 'Guest role' },
          { pt: 'Elenco principal', en: 'Main cast' },
        ],
        v,
      );
      return { pt: `${role.pt}. ${kind.pt}, ${units.pt}.`, en: `${role.en}. ${kind.en}, ${units.en}.` };
    }
    case 'directing':
      return work.kind === 'series'
        ? { pt: `Direção de ${span(u, 2, 8)} episódios.`, en: `Directed ${span(u, 2, 8)} episodes.` }
        : { pt: `Direção geral. ${kind.pt}, ${units.pt}.`, en: `Director. ${kind.en}, ${units.en}.` };
    case 'screenwriting':
      return work.kind === 'series' || work.kind === 'novela'
        ? {
            pt: `Roteiro de ${span(u, 3, 10)} ${work.kind === 'novela' ? 'capítulos' : 'episódios'}.`,
            en: `Wrote ${span(u, 3, 10)} episodes.`,
          }
        : { pt: `Roteiro original. ${kind.pt}.`, en: `Original screenplay. ${kind.en}.` };
    case 'soundtrack':
      return { pt: `Trilha original, ${span(u, 8, 24)} faixas.`, en: `Original score, ${span(u, 8, 24)} tracks.` };
    case 'coaching':
      return {
        pt: `Preparação de um elenco de ${span(u, 6, 30)} atores. ${kind.pt}.`,
        en: `Coached a cast of ${span(u, 6, 30)}. ${kind.en}.`,
      };
    case 'makeup':
      return {
        pt: `Caracterização de ${span(u, 4, 40)} personagens. ${kind.pt}.`,
        en: `Make-up for ${span(u, 4, 40)} characters. ${kind.en}.`,
      };
    case 'journalism':
      return journalismText(work.kind, u);
    case 'fashion':
    case 'photography':
      return fashionText(work.kind, u, profession === 'photography');
    case 'writing':
      return bookText(work.kind, u);
    case 'digital':
      return digitalText(work.kind, u);
  }
}

function journalismText(kind: string, u: number): Record<Lang, string> {
  switch (kind) {
    case 'news':
      return { pt: 'Apresentação do telejornal, de segunda a sexta.', en: 'Anchor of the weekday news.' };
    case 'report':
      return { pt: `Série de reportagens em ${span(u, 3, 8)} capítulos.`, en: `A ${span(u, 3, 8)}-part report.` };
    case 'coverage':
      return {
        pt: `Cobertura ao vivo, ${span(u, 12, 40)} horas no ar.`,
        en: `Live coverage, ${span(u, 12, 40)} hours on air.`,
      };
    case 'interview':
      return { pt: `${span(u, 20, 60)} entrevistas na temporada.`, en: `${span(u, 20, 60)} interviews in the season.` };
    case 'radio':
      return { pt: 'Comentarista de política e economia.', en: 'Politics and economy commentator.' };
    case 'documentary':
      return {
        pt: `Documentário em ${span(u, 3, 6)} episódios, com reportagem de campo.`,
        en: `A ${span(u, 3, 6)}-episode documentary, reported on location.`,
      };
    case 'sport':
      return { pt: 'Reportagem de campo aos domingos.', en: 'Pitch-side reporter on Sundays.' };
    case 'podcast':
      return { pt: `Apresentação, ${span(u, 20, 90)} episódios.`, en: `Host, ${span(u, 20, 90)} episodes.` };
    default:
      return { pt: 'Apresentação das edições de sábado.', en: 'Presenter of the Saturday editions.' };
  }
}

function fashionText(kind: string, u: number, photographer: boolean): Record<Lang, string> {
  const n = span(u, 6, 24);
  if (photographer) {
    return kind === 'runway'
      ? { pt: `Cobertura fotográfica do desfile, ${n * 10} imagens.`, en: `Show photography, ${n * 10} images.` }
      : { pt: `Fotografia, ${n} imagens publicadas.`, en: `Photography, ${n} published images.` };
  }
  switch (kind) {
    case 'runway':
      return { pt: `Desfile com ${n * 2} looks.`, en: `A ${n * 2}-look show.` };
    case 'editorial':
      return { pt: `Editorial de ${n} páginas.`, en: `A ${n}-page editorial.` };
    case 'cover':
      return { pt: `Capa e ensaio de ${n} páginas.`, en: `Cover and a ${n}-page shoot.` };
    case 'lookbook':
      return { pt: `Lookbook com ${n * 2} looks.`, en: `A ${n * 2}-look lookbook.` };
    default:
      return {
        pt: `Campanha para mídia impressa e digital, ${n} imagens.`,
        en: `Print and digital campaign, ${n} images.`,
      };
  }
}

function bookText(kind: string, u: number): Record<Lang, string> {
  switch (kind) {
    case 'novel':
      return { pt: `Romance, ${span(u, 18, 45) * 8} páginas.`, en: `Novel, ${span(u, 18, 45) * 8} pages.` };
    case 'stories':
      return { pt: `Coletânea de ${span(u, 8, 20)} contos.`, en: `A collection of ${span(u, 8, 20)} short stories.` };
    case 'poetry':
      return { pt: `Poesia, ${span(u, 30, 70)} poemas.`, en: `Poetry, ${span(u, 30, 70)} poems.` };
    case 'column':
      return { pt: 'Coluna semanal no caderno de cultura.', en: 'A weekly column in the arts section.' };
    case 'memoir':
      return { pt: `Memórias, ${span(u, 20, 35) * 8} páginas.`, en: `Memoir, ${span(u, 20, 35) * 8} pages.` };
    case 'essay':
      return {
        pt: `Ensaio com fotografias, ${span(u, 15, 30) * 8} páginas.`,
        en: `Illustrated essay, ${span(u, 15, 30) * 8} pages.`,
      };
    default:
      return { pt: 'Debate com leitores e outros autores.', en: 'A talk with readers and fellow authors.' };
  }
}

function digitalText(kind: string, u: number): Record<Lang, string> {
  const n = span(u, 4, 16);
  switch (kind) {
    case 'live':
      return { pt: `Transmissão ao vivo de ${span(u, 2, 6)} horas.`, en: `A ${span(u, 2, 6)}-hour live stream.` };
    case 'challenge':
      return { pt: `Desafio em ${n} vídeos curtos.`, en: `A challenge in ${n} short videos.` };
    case 'event':
      return { pt: `Cobertura do evento em ${n * 3} stories.`, en: `Event coverage in ${n * 3} stories.` };
    case 'series':
      return { pt: `Série de ${n} vídeos.`, en: `A series of ${n} videos.` };
    case 'travel':
      return { pt: `${n} dias de viagem, publicados dia a dia.`, en: `${n} days on the road, posted day by day.` };
    default:
      return { pt: `Campanha com ${n} publicações.`, en: `A campaign of ${n} posts.` };
  }
}
