/**
 * Each talent brand's blog, written for that brand: a title, a one-line summary (the post's
 * description) and a body of its own length, in Portuguese and in English. The n-th blog post of a
 * brand is its n-th entry here (past the end, the list again with a numeral: SANDBOX_SCALE).
 */
import type { Panel } from '../backends';
import type { Lang } from '../types';
import type { TitlePair } from './post-titles';

export interface BlogPost {
  title: TitlePair;
  summary: Record<Lang, string>;
  body: Record<Lang, string>;
}

const p = (text: string) => `<p>${text}</p>`;
const ul = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const quote = (text: string) => `<blockquote>${text}</blockquote>`;
const h2 = (text: string) => `<h2>${text}</h2>`;

const MAIN: readonly BlogPost[] = [
  {
    title: ['Bastidores da nova campanha', 'Behind the new campaign'],
    summary: {
      pt: 'Dois dias de estúdio, catorze looks e uma equipe de trinta pessoas.',
      en: 'Two studio days, fourteen looks and a crew of thirty.',
    },
    body: {
      pt:
        p(
          'A campanha de inverno foi fotografada em dois dias num estúdio da Barra Funda. Quatro talentos da agência posaram para catorze looks, entre retratos e cenas em movimento.',
        ) +
        p(
          'A preparação começou três semanas antes, com provas de figurino e testes de luz. No set, cada troca levava vinte minutos: cabelo, maquiagem e um café rápido.',
        ) +
        quote('“O segredo de um dia longo é uma equipe que já se conhece.”'),
      en:
        p(
          'The winter campaign was shot over two days in a studio in Barra Funda. Four of the agency’s talents posed for fourteen looks, portraits and movement shots alike.',
        ) +
        p(
          'Preparation began three weeks earlier with fittings and lighting tests. On set, each change took twenty minutes: hair, make-up and a quick coffee.',
        ) +
        quote('“The secret of a long day is a crew that already knows each other.”'),
    },
  },
  {
    title: ['Cinco dicas para o primeiro teste', 'Five tips for your first audition'],
    summary: {
      pt: 'O que levar, como se apresentar e o que fazer quando o texto some da cabeça.',
      en: 'What to bring, how to introduce yourself and what to do when the lines go.',
    },
    body: {
      pt:
        p('Nossos agentes acompanham dezenas de testes por mês. Estas são as orientações que mais repetem:') +
        ul([
          'Chegue quinze minutos antes e leve o texto impresso.',
          'Vista roupas neutras, sem estampas nem logotipos.',
          'Apresente-se olhando para a câmera: nome, idade e cidade.',
          'Se esquecer uma fala, respire e continue a cena.',
          'Agradeça e saia sem perguntar o resultado: nós avisamos.',
        ]),
      en:
        p('Our agents attend dozens of auditions a month. These are the tips they give most often:') +
        ul([
          'Arrive fifteen minutes early with a printed copy of the sides.',
          'Wear plain clothes, no prints or logos.',
          'Slate to camera: name, age and city.',
          'If you lose a line, breathe and carry on with the scene.',
          'Say thank you and leave without asking how it went: we will let you know.',
        ]),
    },
  },
  {
    title: ['Nossos talentos no festival', 'Our talents at the festival'],
    summary: {
      pt: 'Três filmes com elenco da agência na mostra competitiva de Gramado.',
      en: 'Three films with the agency’s cast in competition at Gramado.',
    },
    body: {
      pt: p(
        'Três longas com atrizes e atores da agência estão na mostra competitiva do Festival de Gramado deste ano. As sessões acontecem no Palácio dos Festivais, com debates depois de cada exibição.',
      ),
      en: p(
        'Three features starring actresses and actors from the agency are in competition at this year’s Gramado Festival. Screenings are at the Palácio dos Festivais, each followed by a talk.',
      ),
    },
  },
  {
    title: ['Como montar um book', 'How to build a portfolio'],
    summary: {
      pt: 'Poucas fotos, recentes e sem filtro: o book que um produtor de elenco quer ver.',
      en: 'A few recent, unfiltered photos: the portfolio a casting producer wants to see.',
    },
    body: {
      pt:
        p(
          'Um book não precisa de cinquenta fotos. Produtores de elenco olham as primeiras cinco e decidem ali se chamam para um teste.',
        ) +
        h2('O essencial') +
        ul([
          'Um retrato de rosto, com luz natural e fundo liso.',
          'Uma foto de corpo inteiro, de frente.',
          'Um perfil, dos dois lados.',
          'Duas imagens que mostrem personagens diferentes.',
        ]) +
        p(
          'Atualize as fotos a cada mudança de cabelo e, no mínimo, uma vez por ano. Fotos com filtro ou muito retocadas costumam eliminar um talento antes do teste.',
        ),
      en:
        p(
          'A portfolio does not need fifty photos. Casting producers look at the first five and decide there whether to call you in.',
        ) +
        h2('The essentials') +
        ul([
          'A head shot in natural light against a plain background.',
          'A full-length shot, facing the camera.',
          'A profile, from both sides.',
          'Two images showing different characters.',
        ]) +
        p(
          'Update your photos whenever your hair changes, and at least once a year. Filtered or heavily retouched pictures often rule a talent out before the audition.',
        ),
    },
  },
  {
    title: ['Estreias do mês', 'This month’s premieres'],
    summary: {
      pt: 'Duas séries e uma peça com nomes da casa estreiam nas próximas semanas.',
      en: 'Two series and a play with our people open in the coming weeks.',
    },
    body: {
      pt:
        p(
          'O mês começa com a segunda temporada de <em>Mar de Dentro</em>, no Globoplay, e segue com a estreia de <em>Cidade Partida</em> na Netflix.',
        ) +
        p(
          'No teatro, <em>Casa de Bonecas</em> volta ao Sérgio Cardoso para uma temporada de oito semanas, de quinta a domingo.',
        ),
      en:
        p(
          'The month opens with the second season of <em>Inner Sea</em> on Globoplay, followed by the premiere of <em>Divided City</em> on Netflix.',
        ) +
        p('On stage, <em>A Doll’s House</em> returns to the Sérgio Cardoso for an eight-week run, Thursday to Sunday.'),
    },
  },
  {
    title: ['Entrevista: carreira e família', 'Interview: career and family'],
    summary: {
      pt: 'Como conciliar gravações fora de casa com filhos pequenos.',
      en: 'Balancing shoots away from home with young children.',
    },
    body: {
      pt:
        p(
          'Conversamos com uma das jornalistas da agência sobre os anos em que apresentou o telejornal da manhã com dois filhos em idade escolar.',
        ) +
        quote('“Aprendi a dizer não a convites que caíam no aniversário deles. Nenhum trabalho ficou pior por isso.”') +
        p(
          'Ela conta que a agenda é montada com a agência a cada trimestre, com as datas da família marcadas antes de qualquer gravação.',
        ) +
        p('A entrevista completa está no nosso canal de vídeos.'),
      en:
        p(
          'We spoke to one of the agency’s journalists about the years she hosted the morning news with two school-age children.',
        ) +
        quote('“I learned to turn down jobs that fell on their birthdays. No work was worse for it.”') +
        p('She says her diary is planned with the agency every quarter, with family dates booked before any shoot.') +
        p('The full interview is on our video channel.'),
    },
  },
  {
    title: ['O que procuramos numa seletiva', 'What we look for in an open call'],
    summary: {
      pt: 'Experiência não é requisito. Disponibilidade e fotos honestas, sim.',
      en: 'Experience is not required. Availability and honest photos are.',
    },
    body: {
      pt:
        p(
          'Recebemos centenas de inscrições a cada seletiva. A maioria dos talentos que chamamos nunca tinha trabalhado antes.',
        ) +
        p(
          'O que pesa é a disponibilidade para testes durante a semana, fotos recentes sem maquiagem pesada e vontade de estudar: todos os novos talentos passam por uma oficina de interpretação para câmera antes do primeiro trabalho.',
        ),
      en:
        p(
          'We receive hundreds of applications for every open call. Most of the talents we call in have never worked before.',
        ) +
        p(
          'What counts is being free for weekday auditions, recent photos without heavy make-up and a will to learn: every new talent takes an on-camera acting workshop before their first job.',
        ),
    },
  },
  {
    title: ['Moda sustentável em pauta', 'Sustainable fashion on the agenda'],
    summary: {
      pt: 'Nossas modelos no desfile de marcas que só usam tecido reaproveitado.',
      en: 'Our models walk for labels that only use reclaimed fabric.',
    },
    body: {
      pt:
        p(
          'Seis modelos da agência desfilaram na semana de moda para marcas que trabalham apenas com tecido reaproveitado e tingimento natural.',
        ) +
        h2('Por que isso importa') +
        p(
          'As marcas pedem cada vez mais que os talentos conheçam o que vestem: em duas campanhas deste ano, as modelos também gravaram vídeos sobre a origem das peças.',
        ),
      en:
        p(
          'Six of the agency’s models walked at fashion week for labels that work only with reclaimed fabric and natural dyes.',
        ) +
        h2('Why it matters') +
        p(
          'Brands increasingly ask talents to know what they wear: in two campaigns this year, the models also filmed videos about where the clothes come from.',
        ),
    },
  },
  {
    title: ['Prêmios da temporada', 'Awards of the season'],
    summary: {
      pt: 'Indicações e vitórias de quem a agência representa.',
      en: 'Nominations and wins among the people we represent.',
    },
    body: {
      pt:
        ul([
          'Melhor atriz coadjuvante no Prêmio APCA',
          'Melhor reportagem no Prêmio Vladimir Herzog',
          'Melhor direção no Festival de Brasília',
        ]) + p('Parabéns a todos os indicados: foram onze nomes da casa nesta temporada.'),
      en:
        ul([
          'Best supporting actress at the APCA Awards',
          'Best report at the Vladimir Herzog Awards',
          'Best director at the Brasília Festival',
        ]) + p('Congratulations to every nominee: eleven of our people were nominated this season.'),
    },
  },
  {
    title: ['Um dia no set', 'A day on set'],
    summary: {
      pt: 'Das cinco da manhã ao último take, o dia de uma atriz numa série.',
      en: 'From 5 a.m. to the last take: an actress’s day on a series.',
    },
    body: {
      pt:
        p(
          'A van chega às cinco. Às seis, a atriz já está na cadeira de maquiagem, revisando as cenas do dia: quatro, duas delas externas.',
        ) +
        p(
          'Entre um plano e outro, há espera. Ela aproveita para passar o texto com o preparador de elenco e responder mensagens da agência sobre a próxima semana.',
        ) +
        p('O último take termina às oito da noite. No dia seguinte, a van chega às cinco de novo.'),
      en:
        p(
          'The van arrives at five. By six, the actress is in the make-up chair going over the day’s scenes: four of them, two outdoors.',
        ) +
        p(
          'Between set-ups there is waiting. She uses it to run lines with the acting coach and answer the agency’s messages about next week.',
        ) +
        p('The last take wraps at eight in the evening. The next day, the van arrives at five again.'),
    },
  },
  {
    title: ['Novos rostos da agência', 'New faces at the agency'],
    summary: {
      pt: 'Doze talentos chegam ao elenco depois da última seletiva.',
      en: 'Twelve talents join the roster after the last open call.',
    },
    body: {
      pt: p(
        'Doze talentos, de sete estados, entram para o elenco depois da última seletiva. Os perfis já estão no site, na categoria Todo mundo.',
      ),
      en: p(
        'Twelve talents from seven states join the roster after the last open call. Their profiles are on the site under Everybody.',
      ),
    },
  },
];

const JABUTICABA: readonly BlogPost[] = [
  {
    title: ['Como é um teste para comercial', 'What a commercial audition is like'],
    summary: {
      pt: 'Dez minutos, uma câmera e duas tomadas: o teste passo a passo.',
      en: 'Ten minutes, one camera and two takes: the audition step by step.',
    },
    body: {
      pt:
        p(
          'Um teste para filme publicitário dura em média dez minutos. Você se apresenta, faz a cena duas vezes e recebe uma orientação entre as tomadas.',
        ) + p('A produtora escolhe de três a cinco nomes para o cliente, que decide em até uma semana.'),
      en:
        p(
          'A commercial audition takes about ten minutes. You slate, play the scene twice and get one note between takes.',
        ) + p('The production company shortlists three to five people for the client, who decides within a week.'),
    },
  },
  {
    title: ['Self-tape em casa: luz, som e enquadramento', 'Self-tapes at home: light, sound and framing'],
    summary: {
      pt: 'Um celular na horizontal, uma janela e um cômodo silencioso bastam.',
      en: 'A phone held sideways, a window and a quiet room are enough.',
    },
    body: {
      pt:
        h2('Luz') +
        p('Fique de frente para uma janela, nunca de costas. Se gravar à noite, use uma luminária atrás do celular.') +
        h2('Som') +
        p(
          'Escolha o cômodo com mais tecidos: cortinas e tapetes abafam o eco. Desligue ventiladores e geladeira, se puder.',
        ) +
        h2('Enquadramento') +
        p(
          'Celular na horizontal, na altura dos olhos, do peito para cima. Quem lê as falas do outro personagem fica ao lado da câmera.',
        ),
      en:
        h2('Light') +
        p('Face a window, never sit with your back to it. At night, put a lamp behind the phone.') +
        h2('Sound') +
        p(
          'Pick the room with the most fabric: curtains and rugs soak up echo. Turn off fans, and the fridge if you can.',
        ) +
        h2('Framing') +
        p('Phone held sideways at eye level, chest up. Whoever reads the other lines stands beside the camera.'),
    },
  },
  {
    title: ['Elenco carioca na campanha de verão', 'A Rio cast for the summer campaign'],
    summary: {
      pt: 'Dezoito talentos da casa gravaram na praia do Arpoador.',
      en: 'Eighteen of our talents shot on Arpoador beach.',
    },
    body: {
      pt: p(
        'Dezoito atrizes e atores da Jabuticaba gravaram a campanha de verão de uma marca de protetor solar na praia do Arpoador, em três diárias ao nascer do sol.',
      ),
      en: p(
        'Eighteen Jabuticaba actresses and actors shot a sunscreen brand’s summer campaign on Arpoador beach, over three sunrise shoot days.',
      ),
    },
  },
  {
    title: ['Crianças no set: o que os pais precisam saber', 'Children on set: what parents need to know'],
    summary: {
      pt: 'Alvará, horário reduzido e um responsável sempre presente.',
      en: 'A court permit, shorter hours and a guardian always there.',
    },
    body: {
      pt:
        p(
          'Toda criança em filmagem precisa de alvará judicial, que a produtora solicita com os documentos dos pais. O processo leva de cinco a dez dias.',
        ) +
        ul([
          'A jornada é reduzida e tem pausas obrigatórias.',
          'Um responsável acompanha a criança o tempo todo.',
          'O cachê é depositado em conta em nome da criança.',
        ]) +
        p('Nossa equipe orienta cada família antes do primeiro trabalho.'),
      en:
        p(
          'Every child on a shoot needs a court permit, which the production company requests with the parents’ documents. It takes five to ten days.',
        ) +
        ul([
          'Working hours are shorter, with compulsory breaks.',
          'A guardian stays with the child at all times.',
          'The fee is paid into an account in the child’s name.',
        ]) +
        p('Our team walks every family through it before the first job.'),
    },
  },
  {
    title: ['Direitos de imagem em publicidade', 'Image rights in advertising'],
    summary: {
      pt: 'Prazo, território e mídia: o que o contrato de uso de imagem define.',
      en: 'Term, territory and media: what an image-use contract sets out.',
    },
    body: {
      pt:
        p(
          'O cachê de um comercial paga a diária de gravação e o uso da imagem por um período. O contrato define três coisas: por quanto tempo, em que países e em quais mídias o filme pode circular.',
        ) +
        p(
          'Renovações e novas mídias são negociadas à parte. Antes de assinar, a agência confere cada cláusula com o talento.',
        ) +
        quote('“Uma campanha de seis meses que vira dois anos sem renovação é o problema que mais vemos.”'),
      en:
        p(
          'A commercial’s fee pays for the shoot day and for using the image for a period. The contract sets three things: how long, in which countries and in which media the film may run.',
        ) +
        p(
          'Renewals and new media are negotiated separately. Before anyone signs, the agency goes through every clause with the talent.',
        ) +
        quote('“A six-month campaign that runs for two years without renewal is the problem we see most.”'),
    },
  },
  {
    title: ['Teste de câmera para longa nacional', 'Screen tests for a Brazilian feature'],
    summary: {
      pt: 'Abrimos a sala de testes para um longa rodado no Recôncavo Baiano.',
      en: 'Our casting room opens for a feature shot in Bahia’s Recôncavo.',
    },
    body: {
      pt:
        p(
          'Nas próximas duas semanas, a sala de testes da Jabuticaba recebe atrizes e atores para um longa-metragem rodado no Recôncavo Baiano.',
        ) + p('Procuramos elenco de 20 a 60 anos, com sotaque nordestino ou disponibilidade para prepará-lo.'),
      en:
        p(
          'Over the next two weeks, the Jabuticaba casting room hosts actresses and actors for a feature film shot in Bahia’s Recôncavo.',
        ) + p('We are looking for a cast aged 20 to 60 with a north-eastern accent, or ready to work on one.'),
    },
  },
  {
    title: ['Rostos reais: diversidade nos comerciais', 'Real faces: diversity in commercials'],
    summary: {
      pt: 'Mais da metade dos nossos trabalhos deste ano pediram elencos de todas as idades.',
      en: 'More than half of this year’s jobs asked for casts of every age.',
    },
    body: {
      pt:
        p(
          'Os pedidos mudaram. Em mais da metade dos comerciais deste ano, as agências pediram elencos de todas as idades, tipos físicos e origens.',
        ) + p('Nosso elenco acompanhou: hoje, um terço dos talentos tem mais de quarenta anos.'),
      en:
        p(
          'Briefs have changed. In more than half of this year’s commercials, agencies asked for casts of every age, body type and background.',
        ) + p('Our roster has followed: a third of our talents are now over forty.'),
    },
  },
  {
    title: ['Atualize seu material a cada seis meses', 'Update your materials every six months'],
    summary: {
      pt: 'Fotos, vídeo de apresentação e medidas: o que revisar.',
      en: 'Photos, showreel and measurements: what to review.',
    },
    body: {
      pt: ul([
        'Fotos de rosto e corpo inteiro, sem maquiagem pesada',
        'Um vídeo de apresentação de até um minuto',
        'Medidas e manequim conferidos',
        'Habilidades novas: idiomas, esportes, instrumentos',
      ]),
      en: ul([
        'Head and full-length photos without heavy make-up',
        'A showreel of up to one minute',
        'Measurements and sizes checked',
        'New skills: languages, sports, instruments',
      ]),
    },
  },
  {
    title: ['Sotaques e dublagem: vozes do Brasil', 'Accents and dubbing: voices of Brazil'],
    summary: {
      pt: 'Estúdios de dublagem pedem cada vez mais sotaques regionais.',
      en: 'Dubbing studios increasingly ask for regional accents.',
    },
    body: {
      pt:
        p(
          'Animações e séries estrangeiras passaram a pedir vozes com sotaque de cada região. Em parceria com um estúdio do Rio, abrimos testes de dublagem para talentos de Pernambuco, do Pará e do Rio Grande do Sul.',
        ) + p('Quem já faz locução pode enviar uma gravação de trinta segundos pelo formulário de inscrição.'),
      en:
        p(
          'Animations and foreign series now ask for voices with each region’s accent. With a Rio studio, we are opening dubbing tests for talents from Pernambuco, Pará and Rio Grande do Sul.',
        ) + p('Voice-over artists can send a thirty-second recording through the application form.'),
    },
  },
  {
    title: ['Do teste à diária: como funciona o cachê', 'From audition to shoot day: how fees work'],
    summary: {
      pt: 'Quando o cachê é pago, o que a agência retém e o que é reembolsado.',
      en: 'When fees are paid, what the agency keeps and what is reimbursed.',
    },
    body: {
      pt:
        p(
          'O cachê de um trabalho publicitário é pago em até trinta dias depois da veiculação. A agência retém a comissão combinada em contrato e repassa o restante.',
        ) + p('Transporte e alimentação no dia de gravação são pagos pela produtora. Testes não são remunerados.'),
      en:
        p(
          'The fee for an advertising job is paid within thirty days of the first airing. The agency keeps the commission set in the contract and passes on the rest.',
        ) + p('Travel and meals on the shoot day are paid by the production company. Auditions are unpaid.'),
    },
  },
];

const DIGITAL: readonly BlogPost[] = [
  {
    title: ['Métricas que as marcas olham de verdade', 'The metrics brands actually look at'],
    summary: {
      pt: 'Seguidores contam menos que salvamentos, comentários e retenção.',
      en: 'Followers count for less than saves, comments and watch time.',
    },
    body: {
      pt:
        p(
          'Nas propostas deste ano, nenhuma marca pediu só o número de seguidores. O que entra no relatório é o alcance médio dos últimos trinta dias, salvamentos, comentários e quanto tempo as pessoas assistem aos vídeos.',
        ) +
        p(
          'Com esses números, uma criadora de cem mil seguidores vende mais que um perfil de um milhão com público desatento.',
        ) +
        h2('O relatório que enviamos') +
        ul([
          'Alcance médio por publicação nos últimos trinta dias',
          'Taxa de salvamentos e de compartilhamentos',
          'Tempo médio de visualização dos vídeos',
          'Perfil do público: idade, cidade e interesses',
        ]) +
        p(
          'Enviamos o relatório antes da proposta e de novo ao fim de cada campanha, com os números de cada publicação.',
        ),
      en:
        p(
          'In this year’s briefs, no brand asked only for follower counts. What goes into the report is average reach over the last thirty days, saves, comments and how long people watch the videos.',
        ) +
        p(
          'With those numbers, a creator with a hundred thousand followers sells more than a million-follower profile with a distracted audience.',
        ) +
        h2('The report we send') +
        ul([
          'Average reach per post over the last thirty days',
          'Save and share rates',
          'Average watch time of the videos',
          'Audience profile: age, city and interests',
        ]) +
        p(
          'We send the report before the proposal and again at the end of each campaign, with the figures for every post.',
        ),
    },
  },
  {
    title: ['Publicidade sinalizada: como e por quê', 'Labelled advertising: how and why'],
    summary: {
      pt: 'A regra do Conar, em três linhas.',
      en: 'The advertising council’s rule, in three lines.',
    },
    body: {
      pt: p(
        'Todo conteúdo pago ou feito com produto recebido é publicidade e precisa dizer isso de forma clara, no começo do post: “publicidade” ou “parceria paga”. A marca e o criador respondem juntos.',
      ),
      en: p(
        'Any content that is paid for, or made with a gifted product, is advertising and must say so clearly at the start of the post: “ad” or “paid partnership”. The brand and the creator are both accountable.',
      ),
    },
  },
  {
    title: ['Criadores na semana de moda', 'Creators at fashion week'],
    summary: {
      pt: 'Oito criadores da casa cobriram os desfiles em tempo real.',
      en: 'Eight of our creators covered the shows in real time.',
    },
    body: {
      pt:
        p(
          'Oito criadores da CQ Digital acompanharam a semana de moda de São Paulo, da fila A aos bastidores. Em cinco dias, foram mais de trezentos stories e quarenta vídeos.',
        ) +
        quote('“O público quer ver a costureira ajustando a barra, não só a passarela.”') +
        p('As marcas compartilharam os vídeos nos próprios perfis, com os créditos de cada criador.'),
      en:
        p(
          'Eight CQ Digital creators covered São Paulo fashion week, from the front row to backstage. In five days they posted more than three hundred stories and forty videos.',
        ) +
        quote('“People want to see the seamstress fixing a hem, not just the runway.”') +
        p('The labels shared the videos on their own profiles, crediting each creator.'),
    },
  },
  {
    title: ['Lives de vendas: o que aprendemos', 'Live shopping: what we learned'],
    summary: {
      pt: 'Roteiro curto, estoque conferido e alguém para responder o chat.',
      en: 'A short script, stock checked and someone to answer the chat.',
    },
    body: {
      pt:
        p('Fizemos vinte lives de vendas com varejistas neste semestre. Três lições:') +
        ul([
          'Uma hora é o limite: depois disso, a audiência cai pela metade.',
          'Confira o estoque antes: produto esgotado ao vivo frustra quem comprou.',
          'Tenha uma segunda pessoa só para responder o chat.',
        ]),
      en:
        p('We ran twenty live-shopping streams with retailers this half. Three lessons:') +
        ul([
          'An hour is the limit: after that, the audience halves.',
          'Check stock first: selling out live frustrates the people who bought.',
          'Have a second person just for the chat.',
        ]),
    },
  },
  {
    title: ['Roteiro curto para vídeos verticais', 'Short scripts for vertical video'],
    summary: {
      pt: 'Três segundos para prender, trinta para contar.',
      en: 'Three seconds to hook, thirty to tell.',
    },
    body: {
      pt:
        h2('Os três primeiros segundos') +
        p(
          'Comece pelo resultado: o prato pronto, a maquiagem feita, a vista do alto da trilha. O processo vem depois.',
        ) +
        h2('O meio') +
        p('Uma ideia por vídeo. Se couber uma segunda, ela é o próximo vídeo.') +
        h2('O fim') +
        p('Um pedido simples: salvar, comentar ou seguir. Nunca os três.'),
      en:
        h2('The first three seconds') +
        p(
          'Start with the result: the finished dish, the finished look, the view from the top of the trail. The process comes after.',
        ) +
        h2('The middle') +
        p('One idea per video. If a second one fits, it is your next video.') +
        h2('The end') +
        p('One simple ask: save, comment or follow. Never all three.'),
    },
  },
  {
    title: ['Saúde mental e redes sociais', 'Mental health and social media'],
    summary: {
      pt: 'Pausas planejadas fazem parte do contrato dos nossos criadores.',
      en: 'Planned breaks are part of our creators’ contracts.',
    },
    body: {
      pt:
        p(
          'Desde o ano passado, os contratos da CQ Digital preveem duas semanas por semestre sem publicações patrocinadas. As marcas recebem o calendário com antecedência.',
        ) + p('Também oferecemos sessões com uma psicóloga a todos os criadores da casa.'),
      en:
        p(
          'Since last year, CQ Digital contracts include two weeks per half-year with no sponsored posts. Brands get the calendar well in advance.',
        ) + p('We also offer sessions with a psychologist to every creator we represent.'),
    },
  },
  {
    title: ['Contratos com marcas: cláusulas essenciais', 'Brand contracts: the essential clauses'],
    summary: {
      pt: 'Exclusividade, aprovação de roteiro e uso do conteúdo em anúncios.',
      en: 'Exclusivity, script approval and using content in ads.',
    },
    body: {
      pt: ul([
        '<strong>Exclusividade</strong>: por quanto tempo e contra quais concorrentes',
        '<strong>Aprovação</strong>: quantas rodadas de ajuste o roteiro pode ter',
        '<strong>Impulsionamento</strong>: se a marca pode usar o vídeo em anúncios, e por quanto tempo',
        '<strong>Pagamento</strong>: prazo e multa por atraso',
      ]),
      en: ul([
        '<strong>Exclusivity</strong>: how long, and against which competitors',
        '<strong>Approval</strong>: how many rounds of changes a script may have',
        '<strong>Paid boosting</strong>: whether the brand may run the video as an ad, and for how long',
        '<strong>Payment</strong>: terms and late fees',
      ]),
    },
  },
  {
    title: ['Nichos que cresceram neste ano', 'Niches that grew this year'],
    summary: {
      pt: 'Finanças pessoais, jardinagem e livros lideram as novas parcerias.',
      en: 'Personal finance, gardening and books lead the new partnerships.',
    },
    body: {
      pt: p(
        'Finanças pessoais, jardinagem em apartamento e clubes de leitura foram os temas com mais pedidos de parceria neste ano. Games e gastronomia continuam no topo, mas cresceram menos.',
      ),
      en: p(
        'Personal finance, apartment gardening and book clubs drew the most partnership requests this year. Gaming and food are still on top, but grew less.',
      ),
    },
  },
  {
    title: ['Bastidores de uma campanha com criadores', 'Behind a creator campaign'],
    summary: {
      pt: 'Do briefing à publicação, seis semanas e doze criadores.',
      en: 'From brief to posting: six weeks and twelve creators.',
    },
    body: {
      pt:
        p(
          'A campanha de volta às aulas reuniu doze criadores de cinco estados. O briefing chegou em julho; os roteiros foram aprovados em duas rodadas e os vídeos publicados na mesma manhã.',
        ) +
        p(
          'O relatório final mostrou que os vídeos mais simples, gravados em casa, tiveram o dobro de salvamentos dos produzidos em estúdio.',
        ),
      en:
        p(
          'The back-to-school campaign brought together twelve creators from five states. The brief arrived in July; scripts were approved in two rounds and the videos went live the same morning.',
        ) +
        p('The final report showed that the simplest videos, shot at home, got twice the saves of the studio ones.'),
    },
  },
  {
    title: ['Como escolher as marcas certas', 'How to choose the right brands'],
    summary: {
      pt: 'Se você não usaria o produto, seu público percebe.',
      en: 'If you would not use the product, your audience can tell.',
    },
    body: {
      pt: p(
        'Antes de aceitar uma parceria, perguntamos a cada criador se ele usaria o produto sem ser pago. Quando a resposta é não, recusamos: o público percebe, e a próxima parceria vale menos.',
      ),
      en: p(
        'Before taking on a partnership, we ask each creator whether they would use the product unpaid. When the answer is no, we decline: the audience notices, and the next partnership is worth less.',
      ),
    },
  },
];

const BLOGS: Partial<Record<Panel, readonly BlogPost[]>> = { main: MAIN, jabuticaba: JABUTICABA, digital: DIGITAL };

/** A talent brand's blog; an empty list for brands without one. */
export function blogOf(panel: Panel): readonly BlogPost[] {
  return BLOGS[panel] ?? [];
}
