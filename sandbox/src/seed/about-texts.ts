/**
 * Each panel's about_us text, written for its brand: what it does, where its office is (the one its
 * contact infos give) and since when. The call table reads the about page of CQ Cultural from the
 * main panel, so the main panel's text presents the group and names CQ Cultural; the cultural panel
 * keeps its own text for deployments that route about_us to each brand's panel
 * (UPSTREAM_CALL_ROUTES=site.contents=own). A panel added to the table without a text here gets one
 * written from its brand's row (aboutText in site.ts).
 */
import type { Panel } from '../backends';
import type { Lang } from '../types';

export const ABOUT_TEXTS: Partial<Record<Panel, Record<Lang, string>>> = {
  main: {
    pt:
      '<p>A <strong>CQ Empresariamento</strong> nasceu em 2004, num escritório da Rua Oscar Freire, em São Paulo, para cuidar da carreira de atores e jornalistas de televisão. Hoje representa mais de cem artistas: atrizes e atores, jornalistas, modelos, autores, diretores, fotógrafos e roteiristas.</p>' +
      '<p>Cada carreira tem um agente responsável, que acompanha convites, contratos e agenda, com uma equipe de imprensa, imagem e negociação com emissoras, plataformas e marcas.</p>' +
      '<h2>O grupo</h2>' +
      '<ul><li><strong>Jabuticaba</strong>: elenco para publicidade e cinema, no Rio de Janeiro</li><li><strong>CQ Digital</strong>: criadores de conteúdo e marcas</li><li><strong>CQ Music</strong>: shows, turnês e festivais</li><li><strong>CQ Cultural</strong>: espetáculos, oficinas, palestras e publicações, a partir de Salvador</li></ul>',
    en:
      '<p><strong>CQ Empresariamento</strong> began in 2004, in an office on Rua Oscar Freire in São Paulo, managing the careers of television actors and journalists. Today it represents more than a hundred artists: actresses and actors, journalists, models, authors, directors, photographers and screenwriters.</p>' +
      '<p>Every career has an agent of its own, who handles offers, contracts and the diary, backed by a team for press, image and negotiation with broadcasters, platforms and brands.</p>' +
      '<h2>The group</h2>' +
      '<ul><li><strong>Jabuticaba</strong>: casting for advertising and film, in Rio de Janeiro</li><li><strong>CQ Digital</strong>: content creators and brands</li><li><strong>CQ Music</strong>: concerts, tours and festivals</li><li><strong>CQ Cultural</strong>: shows, workshops, lectures and publications, from Salvador</li></ul>',
  },
  jabuticaba: {
    pt:
      '<p>A <strong>Jabuticaba</strong> é a agência de elenco do grupo, em Ipanema, no Rio de Janeiro. Desde 2011 encontra rostos para filmes publicitários, campanhas e longas, do teste de câmera à diária de filmagem.</p>' +
      '<p>Trabalhamos com produtoras e agências de todo o país e mantemos um elenco de atrizes e atores sempre atualizado, com material gravado na nossa própria sala de testes.</p>',
    en:
      '<p><strong>Jabuticaba</strong> is the group’s casting agency, in Ipanema, Rio de Janeiro. Since 2011 it has found faces for commercials, campaigns and features, from the screen test to the shoot day.</p>' +
      '<p>We work with production companies and agencies across the country and keep a roster of actresses and actors always up to date, with material filmed in our own casting room.</p>',
  },
  digital: {
    pt:
      '<p>A <strong>CQ Digital</strong> agencia criadores de conteúdo desde 2016. Do escritório na Avenida Brigadeiro Faria Lima, em São Paulo, conecta influenciadores de moda, beleza, games, gastronomia e viagens a marcas que querem conversar com comunidades reais.</p>' +
      '<h2>O que fazemos</h2>' +
      '<ul><li>Planejamento de campanhas e publicidade sinalizada</li><li>Agenda, contratos e direitos de imagem</li><li>Relatórios de alcance e engajamento de cada ação</li></ul>' +
      '<p>Cada criador mantém a própria voz: só aceitamos parcerias que façam sentido para quem acompanha.</p>',
    en:
      '<p><strong>CQ Digital</strong> has represented content creators since 2016. From its office on Avenida Brigadeiro Faria Lima in São Paulo, it connects fashion, beauty, gaming, food and travel creators with brands that want to talk to real communities.</p>' +
      '<h2>What we do</h2>' +
      '<ul><li>Campaign planning and clearly labelled advertising</li><li>Diaries, contracts and image rights</li><li>Reach and engagement reports for every campaign</li></ul>' +
      '<p>Every creator keeps their own voice: we only take on partnerships that make sense to the people who follow them.</p>',
  },
  music: {
    pt:
      '<p>A <strong>CQ Music</strong> cuida da agenda de músicos e bandas desde 2013: shows, turnês, festivais e trilhas para projetos audiovisuais. A sede fica na Rua Augusta, em São Paulo, perto das casas de show onde muitos dos nossos artistas começaram.</p>' +
      '<p>Da negociação do cachê ao rider técnico, acompanhamos cada data da turnê.</p>',
    en:
      '<p><strong>CQ Music</strong> has booked musicians and bands since 2013: concerts, tours, festivals and music for film and television. Its office is on Rua Augusta in São Paulo, near the venues where many of our artists started out.</p>' +
      '<p>From negotiating the fee to the technical rider, we follow every date of the tour.</p>',
  },
  cultural: {
    pt:
      '<p>A <strong>CQ Cultural</strong> produz espetáculos de teatro e dança, oficinas, palestras e publicações desde 2009, com sede no Largo do Pelourinho, em Salvador.</p>' +
      '<p>Levamos nossas montagens a teatros de todo o país, formamos novos artistas em oficinas abertas ao público e registramos os processos de criação em livros e cadernos.</p>' +
      '<h2>Leis de incentivo</h2>' +
      '<p>Nossos projetos são realizados com apoio de leis de incentivo à cultura, com prestação de contas pública.</p>',
    en:
      '<p><strong>CQ Cultural</strong> has produced theatre and dance shows, workshops, lectures and publications since 2009, from its home on Largo do Pelourinho in Salvador.</p>' +
      '<p>We take our productions to theatres across the country, train new artists in workshops open to the public and record how each piece was made in books and notebooks.</p>' +
      '<h2>Culture funding</h2>' +
      '<p>Our projects are made with the support of culture incentive laws, with public accounts.</p>',
  },
};
