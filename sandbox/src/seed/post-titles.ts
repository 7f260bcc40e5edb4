import type { PostRestType } from '@agency/schema/post-kinds';

/**
 * Paired Portuguese/English titles per agenda post type; reused with a numeral past the pool
 * (SANDBOX_SCALE). A post type without a pool of its own takes the works' titles (WORKS).
 * Highlights are built instead (highlightTitle), never numbered; blog posts and publications are
 * written per brand (blog-posts.ts, publications.ts).
 */
export type TitlePair = readonly [pt: string, en: string];

export const TITLES: Partial<Record<PostRestType, readonly TitlePair[]>> = {
  events: [
    ['Lia Mendes — Turnê Aurora', 'Lia Mendes — Aurora Tour'],
    ['Baile do Cerrado', 'Cerrado Ball'],
    ['Noite de Choro no Centro', 'Choro Night Downtown'],
    ['Festival Maré Alta', 'High Tide Festival'],
    ['Quarteto Ipê ao Vivo', 'Ipê Quartet Live'],
    ['Samba de Roda na Praça', 'Samba de Roda in the Square'],
    ['Orquestra de Frevo', 'Frevo Orchestra'],
    ['Acústico Luz do Dia', 'Daylight Acoustic'],
    ['Sessão Vinil', 'Vinyl Session'],
    ['Jazz no Parque', 'Jazz in the Park'],
    ['Ritmos do Norte', 'Rhythms of the North'],
    ['Encontro de Violas', 'Viola Gathering'],
    ['Noite Eletrônica Solar', 'Solar Electronic Night'],
    ['Tributo à Bossa Nova', 'Bossa Nova Tribute'],
  ],
  shows: [
    ['O Silêncio das Marés', 'The Silence of the Tides'],
    ['Casa de Vidro', 'Glass House'],
    ['A Última Estação', 'The Last Station'],
    ['Fio da Memória', 'Thread of Memory'],
    ['Dança das Sombras', 'Dance of Shadows'],
    ['Quintal', 'Backyard'],
    ['Vento Sul', 'South Wind'],
    ['As Cartas de Inês', 'Inês’s Letters'],
    ['Corpo Aberto', 'Open Body'],
    ['Estrada Velha', 'Old Road'],
    ['Sal e Açúcar', 'Salt and Sugar'],
    ['Ilha Deserta', 'Desert Island'],
    ['O Circo Chegou', 'The Circus Is in Town'],
  ],
  workshop: [
    ['Interpretação para Câmera', 'Acting for the Camera'],
    ['Voz e Presença', 'Voice and Presence'],
    ['Dramaturgia em Série', 'Writing for Series'],
    ['Fotografia de Retrato', 'Portrait Photography'],
    ['Corpo em Cena', 'The Body on Stage'],
    ['Improviso e Comédia', 'Improv and Comedy'],
    ['Direção de Atores', 'Directing Actors'],
    ['Produção Cultural na Prática', 'Cultural Production in Practice'],
  ],
  palestras: [
    ['Carreira Artística Sustentável', 'A Sustainable Artistic Career'],
    ['O Futuro do Audiovisual', 'The Future of Film and TV'],
    ['Diversidade em Cena', 'Diversity on Stage'],
    ['Marcas e Criadores', 'Brands and Creators'],
    ['Leis de Incentivo à Cultura', 'Culture Funding Laws'],
    ['Saúde Mental no Palco', 'Mental Health on Stage'],
    ['Teatro e Escola', 'Theatre and School'],
    ['Narrativas Digitais', 'Digital Storytelling'],
  ],
};

export const VENUES = [
  'Teatro Municipal, São Paulo',
  'Circo Voador, Rio de Janeiro',
  'Teatro Castro Alves, Salvador',
  'Palácio das Artes, Belo Horizonte',
  'Teatro Amazonas, Manaus',
  'Auditório Araújo Vianna, Porto Alegre',
  'Teatro Guaíra, Curitiba',
  'Teatro de Santa Isabel, Recife',
] as const;

export const PRIZES = [
  { title: 'Prêmio Shell de Teatro', subtitle: 'Melhor Direção' },
  { title: 'Prêmio APCA', subtitle: 'Melhor Espetáculo' },
  { title: 'Prêmio Cesgranrio', subtitle: 'Melhor Atriz' },
  { title: 'Festival de Curitiba', subtitle: 'Destaque da Mostra' },
  { title: 'Prêmio Bibi Ferreira', subtitle: 'Melhor Cenografia' },
] as const;

/**
 * Invented works (films, series, soap operas, shows, campaigns) the highlights talk about, in
 * both languages. Each highlight title puts one in its category's sentence, so a brand's lists
 * read like an agency's news: no two alike, none numbered.
 */
export const WORKS: readonly TitlePair[] = [
  ['Cidade Submersa', 'Sunken City'],
  ['O Último Verão', 'The Last Summer'],
  ['Terra de Ninguém', 'No Man’s Land'],
  ['Amor em Três Atos', 'Love in Three Acts'],
  ['A Herdeira', 'The Heiress'],
  ['Noites de Lisboa', 'Lisbon Nights'],
  ['Ponte Aérea', 'Air Bridge'],
  ['Filhos do Sertão', 'Children of the Backlands'],
  ['Maré Vermelha', 'Red Tide'],
  ['O Caso Valente', 'The Valente Case'],
  ['Segredos de Família', 'Family Secrets'],
  ['Rota 66', 'Route 66'],
  ['A Vida Que Segue', 'Life Goes On'],
  ['Sob o Mesmo Céu', 'Under the Same Sky'],
  ['Fronteira Norte', 'Northern Border'],
  ['Quatro Estações', 'Four Seasons'],
  ['O Som do Silêncio', 'The Sound of Silence'],
  ['Jardim Secreto', 'Secret Garden'],
  ['Dupla Identidade', 'Double Identity'],
  ['Luzes da Cidade', 'City Lights'],
  ['Além do Horizonte', 'Beyond the Horizon'],
  ['Mar Aberto', 'Open Sea'],
  ['Código Azul', 'Code Blue'],
  ['Os Invisíveis', 'The Invisibles'],
  ['Raízes', 'Roots'],
  ['Coração Selvagem', 'Wild Heart'],
  ['Tempo de Colheita', 'Harvest Time'],
  ['Vidas Cruzadas', 'Crossed Lives'],
  ['Estrela Guia', 'Guiding Star'],
  ['Ventania', 'Gale'],
  ['Chão de Estrelas', 'Floor of Stars'],
  ['O Retorno', 'The Return'],
  ['Pedra Bonita', 'Pretty Stone'],
  ['Sete Vidas', 'Seven Lives'],
  ['Primeira Pessoa', 'First Person'],
  ['Contra a Corrente', 'Against the Current'],
];

/** A highlight category's sentences around a work: [pt, en] with {w} for the work's name. */
const SENTENCES: Record<string, readonly TitlePair[]> = {
  filmes: [
    ['{w} estreia nos cinemas', '{w} opens in cinemas'],
    ['Elenco de {w} no festival', 'The cast of {w} at the festival'],
    ['Primeiras imagens de {w}', 'First look at {w}'],
  ],
  series: [
    ['{w}: nova temporada', '{w}: new season'],
    ['{w} estreia no streaming', '{w} premieres on streaming'],
    ['Gravações de {w} começam', 'Filming starts on {w}'],
  ],
  novelas: [
    ['{w} estreia no horário nobre', '{w} premieres in prime time'],
    ['Reta final de {w}', 'The final stretch of {w}'],
    ['Elenco de {w} é anunciado', 'The cast of {w} is announced'],
  ],
  premios: [
    ['{w} indicado ao Grande Prêmio do Cinema', '{w} nominated for the Brazilian Film Award'],
    ['{w} vence no Festival de Gramado', '{w} wins at the Gramado Festival'],
    ['Prêmio do público para {w}', 'Audience award for {w}'],
  ],
  outros: [
    ['Leitura dramática de {w}', 'Staged reading of {w}'],
    ['{w} em capa de revista', '{w} on a magazine cover'],
    ['Bate-papo sobre {w}', 'A talk about {w}'],
  ],
  publicidade: [
    ['Campanha {w} no ar', 'The {w} campaign is on air'],
    ['Comercial {w} gravado em São Paulo', 'The {w} commercial shot in São Paulo'],
  ],
  acoes: [
    ['Ação {w} com criadores', 'The {w} activation with creators'],
    ['Lançamento {w} nas redes', 'The {w} launch on social media'],
  ],
  campanhas: [
    ['Campanha nacional {w}', 'The {w} national campaign'],
    ['Coleção {w} com influenciadores', 'The {w} collection with influencers'],
  ],
  eventos: [
    ['Evento {w} reúne criadores', 'The {w} event brings creators together'],
    ['Encontro {w} em Belo Horizonte', 'The {w} meetup in Belo Horizonte'],
  ],
  shows: [
    ['Show {w} esgotado', 'The {w} show sells out'],
    ['Turnê {w} anuncia datas', 'The {w} tour announces dates'],
  ],
  espetaculos: [
    ['{w} volta aos palcos', '{w} returns to the stage'],
    ['{w} em temporada no Rio', '{w} runs in Rio'],
  ],
  publicacoes: [
    ['Livro {w} ganha segunda edição', 'The book {w} gets a second edition'],
    ['Lançamento do livro {w}', 'Launch of the book {w}'],
  ],
  workshop: [
    ['Oficina {w}: inscrições abertas', 'The {w} workshop: enrolment open'],
    ['Oficina {w} lotada', 'The {w} workshop is full'],
  ],
  palestras: [
    ['Palestra {w} no auditório', 'The {w} lecture in the auditorium'],
    ['Ciclo de palestras {w}', 'The {w} lecture series'],
  ],
};

const DEFAULT_SENTENCES: readonly TitlePair[] = [['Destaque: {w}', 'Highlight: {w}']];

/**
 * The n-th highlight title of a category, starting at work `start` (each brand's category draws
 * its own, so lists differ between brands). Unique within a category while n stays under the
 * number of works (and beyond, the sentence changes), and across a brand's categories because each
 * category has its own sentences.
 */
export function highlightTitle(category: string, start: number, n: number): TitlePair {
  const sentences = SENTENCES[category] ?? DEFAULT_SENTENCES;
  const work = WORKS[(start + n) % WORKS.length]!;
  const sentence = sentences[(Math.floor(n / WORKS.length) + n) % sentences.length]!;
  return [withWork(sentence[0], work[0]), withWork(sentence[1], work[1])];
}

/**
 * A sentence with the work's name in place of {w}. A name that starts with its own article takes
 * the sentence's place ('The {w} launch' with 'The Return' reads 'The Return launch', not 'The The').
 */
export function withWork(sentence: string, work: string): string {
  const article = /^(the|o|a|os|as) /i.exec(work)?.[1];
  const before = article ? new RegExp(`\\b${article} \\{w\\}`, 'i') : null;
  return sentence.replace(before?.test(sentence) ? before : '{w}', work);
}
