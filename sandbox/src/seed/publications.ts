/**
 * The publications a brand prints: each brand its own series (a magazine by issue, yearbooks and
 * guides by year, notebooks by volume), each edition with its own subject, summary and length.
 * The n-th publication is the next edition of the series in turn.
 */
import type { Panel } from '../backends';
import type { Lang } from '../types';
import type { TitlePair } from './post-titles';

interface Series {
  title: (edition: number) => TitlePair;
  /** What the series is, one sentence. */
  about: Record<Lang, string>;
  /** One subject per edition, in turn. */
  subjects: readonly Record<Lang, string>[];
}

const s = (pt: string, en: string): Record<Lang, string> => ({ pt, en });

/** The year of an edition: the first in 2024, then one a year. */
const year = (edition: number) => 2024 + edition;

const MAIN: readonly Series[] = [
  {
    title: (e) => [`Revista Elenco nº ${e + 1}`, `Elenco Magazine no. ${e + 1}`],
    about: s(
      'A revista trimestral da agência, com entrevistas e ensaios dos nossos talentos.',
      'The agency’s quarterly magazine, with interviews and shoots of our talents.',
    ),
    subjects: [
      s('o elenco da novela das nove', 'the cast of the prime-time telenovela'),
      s('jornalistas que trocaram a redação pelo streaming', 'journalists who swapped the newsroom for streaming'),
      s('dez anos de moda brasileira em capas', 'ten years of Brazilian fashion in covers'),
      s('a nova geração de diretoras', 'the new generation of women directors'),
    ],
  },
  {
    title: (e) => [`Anuário de Talentos ${year(e)}`, `Talent Yearbook ${year(e)}`],
    about: s(
      'Todos os talentos da casa, um por página, com medidas e trabalhos do ano.',
      'Every talent we represent, one per page, with measurements and the year’s work.',
    ),
    subjects: [
      s('as estreias de cada talento no ano', 'each talent’s premieres of the year'),
      s('os novos rostos das seletivas', 'the new faces from the open calls'),
    ],
  },
  {
    title: (e) => [`Retratos do Brasil ${year(e)}`, `Portraits of Brazil ${year(e)}`],
    about: s(
      'Livro de fotografia feito pelos fotógrafos da agência em viagens pelo país.',
      'A photography book by the agency’s photographers, travelling across the country.',
    ),
    subjects: [
      s('o sertão nordestino', 'the north-eastern backlands'),
      s('as festas populares do interior', 'country town festivals'),
      s('a vida nas margens do rio São Francisco', 'life on the banks of the São Francisco river'),
    ],
  },
  {
    title: (e) => [`Guia de Carreira vol. ${e + 1}`, `Career Guide vol. ${e + 1}`],
    about: s('Manual prático para quem está começando.', 'A practical handbook for newcomers.'),
    subjects: [
      s('book, testes e contratos', 'portfolios, auditions and contracts'),
      s('direitos de imagem e impostos', 'image rights and taxes'),
      s('a carreira fora do eixo Rio–São Paulo', 'a career beyond Rio and São Paulo'),
    ],
  },
  {
    title: (e) => [`Cadernos de Reportagem nº ${e + 1}`, `Reporting Notebooks no. ${e + 1}`],
    about: s(
      'Reportagens longas dos jornalistas da agência, com os bastidores da apuração.',
      'Long-form reports by the agency’s journalists, with the story behind each one.',
    ),
    subjects: [
      s('a seca na Amazônia', 'the drought in the Amazon'),
      s('as cidades que crescem sem planejamento', 'cities growing without a plan'),
      s('o futebol feminino no interior', 'women’s football outside the big cities'),
    ],
  },
  {
    title: (e) => [
      `Lookbook ${e % 2 ? 'Inverno' : 'Verão'} ${year(Math.floor(e / 2))}`,
      `${e % 2 ? 'Winter' : 'Summer'} Lookbook ${year(Math.floor(e / 2))}`,
    ],
    about: s('As modelos da agência na temporada.', 'The agency’s models for the season.'),
    subjects: [
      s('linho, algodão cru e praia', 'linen, raw cotton and the beach'),
      s('lã, couro e a serra gaúcha', 'wool, leather and the southern highlands'),
    ],
  },
];

const CULTURAL: readonly Series[] = [
  {
    title: (e) => [`Catálogo de Espetáculos ${year(e)}`, `Shows Catalogue ${year(e)}`],
    about: s(
      'As montagens em repertório, com ficha técnica, rider e datas disponíveis.',
      'The shows in repertoire, with credits, technical rider and open dates.',
    ),
    subjects: [
      s('teatro, dança e circo para a temporada', 'theatre, dance and circus for the season'),
      s('espetáculos para escolas e espaços abertos', 'shows for schools and open-air venues'),
    ],
  },
  {
    title: (e) => [`Caderno de Processos vol. ${e + 1}`, `Process Notebook vol. ${e + 1}`],
    about: s(
      'Diários de ensaio, desenhos de cena e conversas com as equipes.',
      'Rehearsal diaries, set sketches and conversations with the companies.',
    ),
    subjects: [
      s('a criação de O Silêncio das Marés', 'the making of The Silence of the Tides'),
      s('seis meses de ensaio de Casa de Vidro', 'six months rehearsing Glass House'),
      s('a luz em Dança das Sombras', 'lighting Dance of Shadows'),
    ],
  },
  {
    title: (e) => [`Guia de Festivais ${year(e)}`, `Festival Guide ${year(e)}`],
    about: s(
      'Festivais de artes cênicas do Brasil, com prazos de inscrição e contatos.',
      'Brazil’s performing arts festivals, with submission deadlines and contacts.',
    ),
    subjects: [
      s('quarenta festivais em todas as regiões', 'forty festivals in every region'),
      s('mostras de teatro para infância e juventude', 'theatre festivals for young audiences'),
    ],
  },
  {
    title: (e) => [`Revista Palco nº ${e + 1}`, `Palco Magazine no. ${e + 1}`],
    about: s(
      'A revista semestral da CQ Cultural sobre a cena baiana.',
      'CQ Cultural’s twice-yearly magazine on the Bahian stage.',
    ),
    subjects: [
      s('os grupos de teatro do Pelourinho', 'the theatre companies of the Pelourinho'),
      s('a dança afro-brasileira nos palcos de Salvador', 'Afro-Brazilian dance on Salvador’s stages'),
      s('trinta anos do Teatro Vila Velha', 'thirty years of the Teatro Vila Velha'),
    ],
  },
  {
    title: (e) => [`Cadernos de Oficina vol. ${e + 1}`, `Workshop Notebooks vol. ${e + 1}`],
    about: s(
      'Os exercícios das nossas oficinas, para professores e grupos levarem à sala de ensaio.',
      'The exercises from our workshops, for teachers and companies to take into rehearsal.',
    ),
    subjects: [
      s('voz e respiração', 'voice and breath'),
      s('improviso e jogo de cena', 'improvisation and stage games'),
      s('dramaturgia a partir de memórias', 'writing plays from memories'),
    ],
  },
  {
    title: (e) => [`Memória da Cena ${year(e)}`, `Stage Memory ${year(e)}`],
    about: s(
      'Registro fotográfico de tudo o que a CQ Cultural produziu no ano.',
      'A photographic record of everything CQ Cultural produced in the year.',
    ),
    subjects: [
      s('as turnês pelo interior da Bahia', 'the tours across inland Bahia'),
      s('os espetáculos premiados da temporada', 'the season’s award-winning shows'),
    ],
  },
];

const SERIES: Partial<Record<Panel, readonly Series[]>> = { main: MAIN, cultural: CULTURAL };

function seriesOf(panel: Panel): readonly Series[] {
  const series = SERIES[panel];
  if (!series) throw new Error(`the ${panel} panel prints no publications`);
  return series;
}

/** The n-th publication of a brand (n from 0): each series in turn, a new edition each round. */
export function publicationOf(panel: Panel, n: number) {
  const all = seriesOf(panel);
  const index = n % all.length;
  const series = all[index]!;
  const edition = Math.floor(n / all.length);
  const subject = series.subjects[edition % series.subjects.length]!;
  // Lengths vary with the series and the edition: a 48-page guide beside a 300-page yearbook.
  const pages = 48 + ((index * 53 + edition * 31) % 7) * 40;
  const contents = (lang: Lang) => {
    const pagesLine =
      lang === 'pt' ? `${pages} páginas, impressas e em PDF.` : `${pages} pages, in print and as a PDF.`;
    const paragraphs = [series.about[lang], pagesLine];
    // Some editions carry only what the series is, others their format too.
    return paragraphs
      .slice(0, 1 + ((index + edition) % 2))
      .map((text) => `<p>${text}</p>`)
      .join('');
  };
  const sentence = (text: string) => `<p>${text[0]!.toUpperCase()}${text.slice(1)}.</p>`;
  return {
    title: series.title(edition),
    description: { pt: sentence(subject.pt), en: sentence(subject.en) },
    content: { pt: contents('pt'), en: contents('en') },
  };
}
