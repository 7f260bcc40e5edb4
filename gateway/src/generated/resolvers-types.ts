import type { BrandKey } from '@agency/schema/brands';
import type { SiteLocale as Locale } from '@agency/schema/locales';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { BrandModel } from '../modules/brands/mappers';
import type { TalentModel } from '../modules/talents/mappers';
import type { PostModel } from '../modules/posts/mappers';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A file sent with the GraphQL multipart request spec. */
  Upload: { input: File; output: File; }
};

/** An award or agenda entry. */
export type Award = {
  __typename?: 'Award';
  /** Image. */
  cover?: Maybe<Image>;
  /** Sanitised HTML. */
  description?: Maybe<Scalars['String']['output']>;
  /** Subtitle. */
  subtitle?: Maybe<Scalars['String']['output']>;
  /** Title. */
  title: Scalars['String']['output'];
  /** Year or date. */
  year?: Maybe<Scalars['String']['output']>;
};

/** A brand of the group with everything its site shell needs. */
export type Brand = {
  __typename?: 'Brand';
  /** Enum key. */
  code: BrandKey;
  /** Accent colour as #RRGGBB. */
  color: Scalars['String']['output'];
  /** What the brand root lists. */
  content: BrandContent;
  /** Production domains; the first is canonical. */
  domains: Array<Scalars['String']['output']>;
  /** Whether the brand lists events besides its main content (true for cultural). */
  events: Scalars['Boolean']['output'];
  /** E-mail and phone shown in the footer (main brand only). */
  footerContact?: Maybe<ContactInfo>;
  /** Social icons of the footer: links with a non-empty URL only; fixed ones for digital and jabuticaba. */
  footerLinks: Array<SocialLink>;
  /** Highlight categories shown under /destaques, in menu order. */
  highlightCategories: Array<HighlightCategory>;
  /** Numeric id, 1 to 5. */
  id: Scalars['Int']['output'];
  /** The brand table's key, e.g. 'cq-empresariamento'. */
  key: Scalars['String']['output'];
  /** The navigation bar: left and right groups. */
  menu: Menu;
  /** Display name. */
  name: Scalars['String']['output'];
  /** This brand's site as reached from currentHost: the matching local port, or its domain keeping a www prefix if currentHost has one. */
  siteUrl: Scalars['String']['output'];
  /** Talent categories reachable on this brand (empty for music and cultural). */
  talentCategories: Array<TalentCategory>;
};


/** A brand of the group with everything its site shell needs. */
export type BrandMenuArgs = {
  locale?: InputMaybe<Locale>;
};


/** A brand of the group with everything its site shell needs. */
export type BrandSiteUrlArgs = {
  currentHost: Scalars['String']['input'];
};

/** What a brand's lists show. */
export type BrandContent =
  /** Music events, titled Eventos. */
  | 'EVENTS'
  /** Cultural shows, titled Espetaculos. */
  | 'SHOWS'
  /** Talent rosters (main, jabuticaba, digital). */
  | 'TALENTS';

export { BrandKey };

/** A career entry parsed from an album-368 caption: title, author, year, then description. */
export type CareerEntry = {
  __typename?: 'CareerEntry';
  /** Second line. */
  author?: Maybe<Scalars['String']['output']>;
  /** The remaining lines. */
  description?: Maybe<Scalars['String']['output']>;
  /** The entry's image, when it has one. */
  image?: Maybe<Image>;
  /** First caption line. */
  title: Scalars['String']['output'];
  /** Third line. */
  year?: Maybe<Scalars['String']['output']>;
};

/** How many talents of a list match each choice of a casting filter, the list's other filters kept. */
export type CastingFacets = {
  __typename?: 'CastingFacets';
  /** Youngest and oldest age among the talents matching the other filters whose birth date is known; null when none is. */
  age?: Maybe<IntSpan>;
  /** Per eye colour of castingOptions.eyes. */
  eyes: Array<OptionCount>;
  /** Per gender, in the order woman, man, undefined. */
  gender: Array<GenderCount>;
  /** Per hair colour of castingOptions.hair (every colour, zero counts included). */
  hair: Array<OptionCount>;
  /** Shortest and tallest height (cm) among the talents matching the other filters whose height is known; null when none is. */
  height?: Maybe<IntSpan>;
};

/**
 * Casting filters of a talent list. Talents are filtered by the gateway over the list it keeps (the
 * back-end family filters by album only). A talent whose age, height or colour is not known is left
 * out by a filter on it.
 */
export type CastingFilter = {
  /** Oldest age, 0 to 120, at least ageMin (else BAD_USER_INPUT). */
  ageMax?: InputMaybe<Scalars['Int']['input']>;
  /** Youngest age, in whole years on today's date, 0 to 120 (else BAD_USER_INPUT). */
  ageMin?: InputMaybe<Scalars['Int']['input']>;
  /** An eye colour of castingOptions.eyes, read as hair is. */
  eyes?: InputMaybe<Scalars['String']['input']>;
  /** Gender. */
  gender?: InputMaybe<Gender>;
  /**
   * A hair colour of castingOptions.hair: its value or its label in either language, case and
   * accents ignored ('castanho escuro' is 'Dark Brown'); at most 40 characters. Anything else: BAD_USER_INPUT.
   */
  hair?: InputMaybe<Scalars['String']['input']>;
  /** Tallest height in cm, 30 to 250, at least heightMin (else BAD_USER_INPUT). */
  heightMax?: InputMaybe<Scalars['Int']['input']>;
  /** Shortest height in cm, 30 to 250 (else BAD_USER_INPUT). */
  heightMin?: InputMaybe<Scalars['Int']['input']>;
};

/** A colour a casting filter can name. */
export type CastingOption = {
  __typename?: 'CastingOption';
  /** Label in the language asked (e.g. 'Castanho Escuro'). */
  label: Scalars['String']['output'];
  /** The value to filter with (the back-end's English value, e.g. 'Dark Brown'). */
  value: Scalars['String']['output'];
};

/** The colours the casting filters offer. */
export type CastingOptions = {
  __typename?: 'CastingOptions';
  /** Eye colours, in the back-end's order. */
  eyes: Array<CastingOption>;
  /** Hair colours, in the back-end's order. */
  hair: Array<CastingOption>;
};

/** Contact details of a brand. */
export type ContactInfo = {
  __typename?: 'ContactInfo';
  /** Postal address: the brand's fixed address where the brand table has one (digital, jabuticaba), else the panel's. */
  address?: Maybe<Scalars['String']['output']>;
  /** E-mail. */
  email?: Maybe<Scalars['String']['output']>;
  /** Latitude of the address, for the map; null where the address is fixed (the map then searches the address). */
  latitude?: Maybe<Scalars['Float']['output']>;
  /** Longitude of the address, for the map; null where the address is fixed (the map then searches the address). */
  longitude?: Maybe<Scalars['Float']['output']>;
  /** Phone as shown. */
  phone?: Maybe<Scalars['String']['output']>;
  /** WhatsApp number. */
  whatsapp?: Maybe<Scalars['String']['output']>;
};

/** A link of the contact page's info list. */
export type ContactLink = {
  __typename?: 'ContactLink';
  /** phone, whatsapp, address, instagram or facebook; also the message key. */
  kind: Scalars['String']['output'];
  /** Text shown. */
  label: Scalars['String']['output'];
  /** Where it goes. */
  url: Scalars['String']['output'];
};

/** Fields of a contact message. */
export type ContactMessageInput = {
  /** E-mail. */
  email: Scalars['String']['input'];
  /** Message, at most 255 characters. */
  message: Scalars['String']['input'];
  /** Name. */
  name: Scalars['String']['input'];
  /** Phone with its calling code: in Brazil +55 (NN) NNNNN-NNNN (mobile) or +55 (NN) NNNN-NNNN (fixed line), other countries in international format. */
  phone: Scalars['String']['input'];
  /** Honeypot: leave empty. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** One invalid field. */
export type FieldError = {
  __typename?: 'FieldError';
  /** Message key (validation.*), translated by the site. */
  message: Scalars['String']['output'];
  /** Input field path, e.g. 'email', 'drtCategory' or 'image_3'. */
  path: Scalars['String']['output'];
};

/** Gender as the back-ends record it. */
export type Gender =
  /** Man: measures height, suit, hips, waist, jeans. */
  | 'MAN'
  /** Not given: no gendered measures. */
  | 'UNDEFINED'
  /** Woman: measures height, bust, hips, waist, jeans. */
  | 'WOMAN';

/** A count per gender. */
export type GenderCount = {
  __typename?: 'GenderCount';
  /** Talents matching with it. */
  count: Scalars['Int']['output'];
  /** The gender. */
  gender: Gender;
};

/** A highlight category route segment under /destaques/. */
export type HighlightCategory = {
  __typename?: 'HighlightCategory';
  /** Path of its list, e.g. '/destaques/filmes'. */
  path: Scalars['String']['output'];
  /** Route segment, e.g. 'filmes'; also the message key. */
  slug: Scalars['String']['output'];
};

/** Home content of a brand. */
export type HomeContent = {
  __typename?: 'HomeContent';
  /** Background image of the selector; the video's poster. */
  backgroundImage?: Maybe<Image>;
  /** Background video of the selector. */
  backgroundVideo?: Maybe<HostedVideo>;
  /** Images of the pre-home intro animation. */
  introImages: Array<Image>;
  /** The initial modal. */
  modal?: Maybe<HomeModal>;
  /** Sub-headline. */
  subtitle?: Maybe<Scalars['String']['output']>;
  /** Headline. */
  title: Scalars['String']['output'];
};

/** The initial modal shown after the pre-home. */
export type HomeModal = {
  __typename?: 'HomeModal';
  /** Call to action URL or path. */
  ctaHref?: Maybe<Scalars['String']['output']>;
  /** Call to action label. */
  ctaLabel?: Maybe<Scalars['String']['output']>;
  /** Sanitised HTML. */
  html: Scalars['String']['output'];
  /** Image. */
  image?: Maybe<Image>;
  /** Title. */
  title: Scalars['String']['output'];
};

/** A video file served by the back-end itself. */
export type HostedVideo = {
  __typename?: 'HostedVideo';
  /** Still image shown before playback, when there is one. */
  poster?: Maybe<Image>;
  /** Absolute URL of the video file. */
  url: Scalars['String']['output'];
};

/** An image with an absolute URL on the back-end's media host. */
export type Image = {
  __typename?: 'Image';
  /** Alternative text for assistive technology. */
  alt: Scalars['String']['output'];
  /** Intrinsic height in pixels when the back-end knows it. */
  height?: Maybe<Scalars['Int']['output']>;
  /** Absolute URL of the file. */
  url: Scalars['String']['output'];
  /** Intrinsic width in pixels when the back-end knows it. */
  width?: Maybe<Scalars['Int']['output']>;
};

/** An inclusive span of whole numbers. */
export type IntSpan = {
  __typename?: 'IntSpan';
  /** Highest. */
  max: Scalars['Int']['output'];
  /** Lowest. */
  min: Scalars['Int']['output'];
};

/** The input broke a rule; nothing was stored. */
export type InvalidInput = {
  __typename?: 'InvalidInput';
  /** Every invalid field, first problem per field. */
  fields: Array<FieldError>;
};

/** A spoken language with its flag. */
export type Language = {
  __typename?: 'Language';
  /** Flag code (de, hr, es, fr, he, en, it, pt, sv) when the site has a flag for it. */
  flag?: Maybe<Scalars['String']['output']>;
  /** Name as the back-end gives it. */
  name: Scalars['String']['output'];
};

export { Locale };

/** One measure, formatted: 'a/b' shows its first part (with cm on height), 'axb' and 'a b' their first part. */
export type Measure = {
  __typename?: 'Measure';
  /** Imperial value as shown, e.g. 5'10" or 35.4 in; null when there is no sensible conversion (jeans, suit). */
  imperial?: Maybe<Scalars['String']['output']>;
  /** height, bust, suit, hips, waist or jeans; also the message key. */
  key: Scalars['String']['output'];
  /** Metric value as shown, e.g. '178cm' or '90'. */
  metric: Scalars['String']['output'];
};

/** One measure option. */
export type MeasureOption = {
  __typename?: 'MeasureOption';
  /** Label, e.g. '170 cm / 5'7"', '34.5', 'Avelã' (Portuguese for colours, genders and categories). */
  label: Scalars['String']['output'];
  /**
   * The stored value: 'metric/imperial' for measures (e.g. '170/5.7', '200+/440.9+'), the size for
   * sizes (e.g. '34.5'), the English name for colours (e.g. 'Hazel'), the key for genders and categories.
   */
  value: Scalars['String']['output'];
};

/** An option table: its choices in order, each a stored value with its label. */
export type MeasureOptionTable = {
  __typename?: 'MeasureOptionTable';
  /** height, bust, waist, hips, chest, weight, jeans, shirt, suit, shoes, hair, eyes, gender or category. */
  key: Scalars['String']['output'];
  /** The options in order. */
  options: Array<MeasureOption>;
};

/** One item of a gallery or slideshow. */
export type Media = HostedVideo | Image | VimeoVideo | YoutubeVideo;

/** Left and right groups of the navigation bar. */
export type Menu = {
  __typename?: 'Menu';
  /** Items left of the logo. */
  left: Array<MenuItem>;
  /** Items right of the logo. */
  right: Array<MenuItem>;
};

/** An entry of the navigation bar or of a dropdown. */
export type MenuItem = {
  __typename?: 'MenuItem';
  /** Dropdown contents. */
  children: Array<MenuItem>;
  /** Site path (LINK) or absolute URL (EXTERNAL); null for dropdowns. */
  href?: Maybe<Scalars['String']['output']>;
  /** The menu key (e.g. 'exclusive_artists', 'cq+'); the site translates it. */
  key: Scalars['String']['output'];
  /** Behaviour. */
  kind: MenuItemKind;
  /** Label from content (e.g. a show title); null when the site translates the key. */
  label?: Maybe<Scalars['String']['output']>;
};

/** How a menu item behaves. */
export type MenuItemKind =
  /** Opens the brand switcher: the site lists the five brands with their siteUrl. */
  | 'BRAND_SWITCHER'
  /** Opens a dropdown of its children. */
  | 'DROPDOWN'
  /** A link to another site (blog or publications hosted elsewhere). */
  | 'EXTERNAL'
  /** A link to a path of this site. */
  | 'LINK';

/** Writes: the public forms of the sites. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Always true: a no-op so every domain can extend Mutation. */
  ok: Scalars['Boolean']['output'];
  /** Sends the favourites quote request for the chosen talents. */
  requestQuote: SubmissionResult;
  /** Sends a message from the contact page. */
  sendContactMessage: SubmissionResult;
  /**
   * Sends a Get Scouted application with exactly four photos (.jpg, .jpeg, .png, .gif, .webp, checked by content).
   * Use the GraphQL multipart request spec and send the header 'x-agency-client' (CSRF guard).
   * Accepted even when the back-end is down: the gateway keeps it in its outbox and delivers it later.
   * The country, city and DRT category must be ids of the scouting options (an unknown id is an
   * InvalidInput with validation.option); UpstreamUnavailable when those options cannot be read now.
   */
  submitScoutingApplication: SubmissionResult;
};


/** Writes: the public forms of the sites. */
export type MutationRequestQuoteArgs = {
  brand: BrandKey;
  input: QuoteRequestInput;
};


/** Writes: the public forms of the sites. */
export type MutationSendContactMessageArgs = {
  brand: BrandKey;
  input: ContactMessageInput;
};


/** Writes: the public forms of the sites. */
export type MutationSubmitScoutingApplicationArgs = {
  brand: BrandKey;
  input: ScoutingApplicationInput;
  photos: Array<Scalars['Upload']['input']>;
};

/** A choice in a select: stable id and display value. */
export type Option = {
  __typename?: 'Option';
  /** Identifier sent back to the back-end. */
  id: Scalars['ID']['output'];
  /** Label shown to the visitor. */
  value: Scalars['String']['output'];
};

/** A count per option. */
export type OptionCount = {
  __typename?: 'OptionCount';
  /** Talents matching with it. */
  count: Scalars['Int']['output'];
  /** The option's value (CastingOption.value). */
  value: Scalars['String']['output'];
};

/** A chosen option: id and the label the visitor saw. */
export type OptionInput = {
  /** Option id, a number of up to 12 digits, from the option table (scoutingOptions, cities). */
  id: Scalars['ID']['input'];
  /**
   * The label the visitor saw, at most 120 characters. Not passed on: the back-end receives the
   * label of the gateway's own option table (Portuguese) for the id.
   */
  label: Scalars['String']['input'];
};

/** Cursor pagination state of a list. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last item returned; pass it as 'after' for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when more items follow the last one returned. */
  hasNextPage: Scalars['Boolean']['output'];
};

/** A full post: event, show, workshop, lecture, blog post, publication or highlight. */
export type Post = {
  __typename?: 'Post';
  /** Awards (shows: Prêmios) or agenda (events). */
  awards: Array<Award>;
  /** Highlight category, for highlights. */
  category?: Maybe<Scalars['String']['output']>;
  /** Main content (sanitised HTML). */
  content?: Maybe<Scalars['String']['output']>;
  /** Cover image. */
  cover?: Maybe<Image>;
  /** Publication date, ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** Description (sanitised HTML). */
  description?: Maybe<Scalars['String']['output']>;
  /** The first video slide (hosted, YouTube or Vimeo), if any. */
  firstVideo?: Maybe<Media>;
  /** Post id. */
  id: Scalars['ID']['output'];
  /** Image slides only. */
  images: Array<Image>;
  /** Kind. */
  kind: PostKind;
  /** Language. */
  locale: Locale;
  /** Next post in list order. */
  next?: Maybe<PostLink>;
  /** Site path. */
  path: Scalars['String']['output'];
  /** Previous post in list order. */
  previous?: Maybe<PostLink>;
  /** Pop-up sections with content. */
  sections: Array<PostSection>;
  /** Show synopsis. */
  sinopse?: Maybe<Sinopse>;
  /** Every slide in order. */
  slides: Array<Media>;
  /** Slug. */
  slug: Scalars['String']['output'];
  /** Spotify link of a music event (from content_c). */
  spotifyUrl?: Maybe<Scalars['String']['output']>;
  /** Title. */
  title: Scalars['String']['output'];
  /**
   * The same post in the other languages. Each language version is its own record with its own id and
   * slug, so the language switch of a post page goes to the path given here. Empty when the back-end
   * names no translation (the site then links the kind's list in the other language).
   */
  translations: Array<PostTranslation>;
};

/** What a list card shows. */
export type PostCard = {
  __typename?: 'PostCard';
  /** Cover image. */
  cover?: Maybe<Image>;
  /** Cover video for highlights whose first slide is a video. */
  coverVideo?: Maybe<Media>;
  /** Publication date, ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** Plain-text excerpt of the description. */
  excerpt?: Maybe<Scalars['String']['output']>;
  /** Post id. */
  id: Scalars['ID']['output'];
  /** Kind. */
  kind: PostKind;
  /** Site path of the post, e.g. '/eventos/12/show-de-verao'. */
  path: Scalars['String']['output'];
  /** Slug. */
  slug: Scalars['String']['output'];
  /** Title. */
  title: Scalars['String']['output'];
};

/** A page of posts. */
export type PostConnection = {
  __typename?: 'PostConnection';
  /** First letters present in the unfiltered list. */
  letters: Array<Scalars['String']['output']>;
  /** Posts of this page. */
  nodes: Array<PostCard>;
  /** Whether more follow. */
  pageInfo: PageInfo;
  /** Posts matching the filters. */
  totalCount: Scalars['Int']['output'];
};

/** Kinds of post. */
export type PostKind =
  /** Blog (/blog). */
  | 'BLOG'
  /** Music events (/eventos). */
  | 'EVENT'
  /** Highlights (/destaques/{category}). */
  | 'HIGHLIGHT'
  /** Cultural lectures (/palestras). */
  | 'LECTURE'
  /** Publications (/publicacoes). */
  | 'PUBLICATION'
  /** Cultural shows (/espetaculos). */
  | 'SHOW'
  /** Cultural workshops (/workshop). */
  | 'WORKSHOP';

/** A neighbouring post. */
export type PostLink = {
  __typename?: 'PostLink';
  /** Post id. */
  id: Scalars['ID']['output'];
  /** Site path. */
  path: Scalars['String']['output'];
  /** Title. */
  title: Scalars['String']['output'];
};

/** A titled rich-text section, shown as a pop-up on cultural profiles. Only non-empty sections are returned. */
export type PostSection = {
  __typename?: 'PostSection';
  /** Sanitised HTML. */
  html: Scalars['String']['output'];
  /** conteudo, cronograma, sobre_professor, tema, publico_alvo, release_palestrante, rider, agenda; also the message key. */
  key: Scalars['String']['output'];
};

/** A language version of a post: a record of its own, with its own id, slug and site path. */
export type PostTranslation = {
  __typename?: 'PostTranslation';
  /** Post id of this version. */
  id: Scalars['ID']['output'];
  /** Language of this version. */
  locale: Locale;
  /** Site path of this version without the language prefix, e.g. '/eventos/24/meeting-of-violas'. */
  path: Scalars['String']['output'];
  /** Slug of this version. */
  slug: Scalars['String']['output'];
};

/**
 * The agency gateway: one graph over the five brand panels and the manager service.
 * Every read is served from the gateway's content store, refreshed in the background.
 */
export type Query = {
  __typename?: 'Query';
  /** One brand by key. */
  brand: Brand;
  /** Partner brand logos for the about page marquee. */
  brandLogos: Array<Image>;
  /** The five brands in the group's order (main first). */
  brands: Array<Brand>;
  /**
   * The hair and eye colours the casting filters offer: the integration service's attribute lists
   * (GET /api/talents/attributes), each colour's value with its label in the language asked.
   */
  castingOptions: CastingOptions;
  /** Cities of a country; empty for a country the options do not list. */
  cities: Array<Option>;
  /** A brand's contact details. */
  contactInfo?: Maybe<ContactInfo>;
  /** Links of the contact page: the phone (tel:), WhatsApp via a chat link, address via a maps search, instagram, facebook. */
  contactLinks: Array<ContactLink>;
  /** A content page by type (e.g. 'about_us') and language; null when the brand has none of that type. */
  content?: Maybe<RichContent>;
  /** Highlights of a category (e.g. 'filmes') for a brand. */
  highlights: PostConnection;
  /** The brand's home content: selector background, intro images and initial modal. */
  home: HomeContent;
  /**
   * The option tables talents are described with, in this order: height (30-200 cm), bust (65-200),
   * waist (20-200), hips (20-200), chest (10-200) and weight (3-200 kg, then '200+'), each value
   * 'metric/imperial' with a label; jeans (34-60), shirt, suit and shoes (1-60), all in half steps;
   * hair (25) and eye (17) colours, values in English and labels in Portuguese; gender (woman, man,
   * undefined); category (actors, influencers, journalists, new_faces, international, comercial, celebrities).
   */
  measureOptions: Array<MeasureOptionTable>;
  /** Always true: lets a client check that the graph answers. */
  ok: Scalars['Boolean']['output'];
  /** One post by slug or by id, with its neighbours in its list. Null when unknown. */
  post?: Maybe<Post>;
  /**
   * A list of posts of one kind for a brand and language, in the back-end's order.
   * EVENT lists the music branch's events, SHOW the cultural shows, WORKSHOP and LECTURE the cultural
   * workshops and palestras, BLOG and PUBLICATION the brand's blog and publications.
   */
  posts: PostConnection;
  /** Countries and DRT licence categories for the scouting form (countries: Brazil first). */
  scoutingOptions: ScoutingOptions;
  /** A brand's social networks with a non-empty link. */
  socialLinks: Array<SocialLink>;
  /** Staff of a brand's contact page, featured people first. */
  staff: Array<StaffMember>;
  /**
   * One talent profile, with its neighbours in the list it was opened from. Null when unknown: an id
   * the brand does not list answers null without asking the back-end.
   */
  talent?: Maybe<Talent>;
  /**
   * Per casting choice, how many talents of the list these arguments name (as talents takes them)
   * match it, the list's other filters kept: the counts a casting form shows beside its choices.
   */
  talentFacets: CastingFacets;
  /**
   * A brand's talent list, read from the albums of the category (or the brand's default albums).
   * Only talents with a cover, a name and at least one book image are listed. Ordered by name.
   */
  talents: TalentConnection;
  /** Talents by id, for a shared favourites link. Unknown ids are skipped. */
  talentsByIds: Array<TalentCard>;
};


/**
 * The agency gateway: one graph over the five brand panels and the manager service.
 * Every read is served from the gateway's content store, refreshed in the background.
 */
export type QueryBrandArgs = {
  key: BrandKey;
};


/**
 * The agency gateway: one graph over the five brand panels and the manager service.
 * Every read is served from the gateway's content store, refreshed in the background.
 */
export type QueryBrandLogosArgs = {
  brand: BrandKey;
};


/**
 * The agency gateway: one graph over the five brand panels and the manager service.
 * Every read is served from the gateway's content store, refreshed in the background.
 */
export type QueryCastingOptionsArgs = {
  locale?: InputMaybe<Locale>;
};


/**
 * The agency gateway: one graph over the five brand panels and the manager service.
 * Every read is served from the gateway's content store, refreshed in the background.
 */
export type QueryCitiesArgs = {
  country: Scalars['ID']['input'];
  locale?: InputMaybe<Locale>;
};


/**
 * The agency gateway: one graph over the five brand panels and the manager service.
 * Every read is served from the gateway's content store, refreshed in the background.
 */
export type QueryContactInfoArgs = {
  brand: BrandKey;
};


/**
 * The agency gateway: one graph over the five brand panels and the manager service.
 * Every read is served from the gateway's content store, refreshed in the background.
 */
export type QueryContactLinksArgs = {
  brand: BrandKey;
};


/**
 * The agency gateway: one graph over the five brand panels and the manager service.
 * Every read is served from the gateway's content store, refreshed in the background.
 */
export type QueryContentArgs = {
  brand: BrandKey;
  locale?: InputMaybe<Locale>;
  type: Scalars['String']['input'];
};


/**
 * The agency gateway: one graph over the five brand panels and the manager service.
 * Every read is served from the gateway's content store, refreshed in the background.
 */
export type QueryHighlightsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  brand: BrandKey;
  category: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  locale?: InputMaybe<Locale>;
};


/**
 * The agency gateway: one graph over the five brand panels and the manager service.
 * Every read is served from the gateway's content store, refreshed in the background.
 */
export type QueryHomeArgs = {
  brand: BrandKey;
};


/**
 * The agency gateway: one graph over the five brand panels and the manager service.
 * Every read is served from the gateway's content store, refreshed in the background.
 */
export type QueryPostArgs = {
  brand: BrandKey;
  category?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  kind: PostKind;
  locale?: InputMaybe<Locale>;
  slug?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The agency gateway: one graph over the five brand panels and the manager service.
 * Every read is served from the gateway's content store, refreshed in the background.
 */
export type QueryPostsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  brand: BrandKey;
  first?: InputMaybe<Scalars['Int']['input']>;
  kind: PostKind;
  letter?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Locale>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The agency gateway: one graph over the five brand panels and the manager service.
 * Every read is served from the gateway's content store, refreshed in the background.
 */
export type QueryScoutingOptionsArgs = {
  locale?: InputMaybe<Locale>;
};


/**
 * The agency gateway: one graph over the five brand panels and the manager service.
 * Every read is served from the gateway's content store, refreshed in the background.
 */
export type QuerySocialLinksArgs = {
  brand: BrandKey;
};


/**
 * The agency gateway: one graph over the five brand panels and the manager service.
 * Every read is served from the gateway's content store, refreshed in the background.
 */
export type QueryStaffArgs = {
  brand: BrandKey;
};


/**
 * The agency gateway: one graph over the five brand panels and the manager service.
 * Every read is served from the gateway's content store, refreshed in the background.
 */
export type QueryTalentArgs = {
  brand: BrandKey;
  category?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


/**
 * The agency gateway: one graph over the five brand panels and the manager service.
 * Every read is served from the gateway's content store, refreshed in the background.
 */
export type QueryTalentFacetsArgs = {
  brand: BrandKey;
  casting?: InputMaybe<CastingFilter>;
  category?: InputMaybe<Scalars['String']['input']>;
  letter?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The agency gateway: one graph over the five brand panels and the manager service.
 * Every read is served from the gateway's content store, refreshed in the background.
 */
export type QueryTalentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  brand: BrandKey;
  casting?: InputMaybe<CastingFilter>;
  category?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  letter?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The agency gateway: one graph over the five brand panels and the manager service.
 * Every read is served from the gateway's content store, refreshed in the background.
 */
export type QueryTalentsByIdsArgs = {
  brand: BrandKey;
  ids: Array<Scalars['ID']['input']>;
};

/** Fields of the favourites quote request. */
export type QuoteRequestInput = {
  /** E-mail. */
  email: Scalars['String']['input'];
  /** Message, at most 255 characters. */
  message: Scalars['String']['input'];
  /** Name. */
  name: Scalars['String']['input'];
  /** Phone with its calling code: in Brazil +55 (NN) NNNNN-NNNN (mobile) or +55 (NN) NNNN-NNNN (fixed line), other countries in international format. */
  phone: Scalars['String']['input'];
  /** The chosen talents, 1 to 200. */
  talents: Array<QuoteTalentInput>;
  /** Honeypot: leave empty. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** A talent in a quote request. */
export type QuoteTalentInput = {
  /** Talent id, a number of up to 12 digits. */
  id: Scalars['ID']['input'];
  /** Talent name, at most 120 characters. */
  name: Scalars['String']['input'];
};

/** Why a submission was not taken now. */
export type RateLimitReason =
  /** The gateway is preparing as many applications' photos as it can; the submission was not read further. */
  | 'BUSY'
  /** Too many submissions from this address or e-mail in the window, or an application from this address still being prepared. */
  | 'TOO_MANY_SUBMISSIONS';

/**
 * Not taken now, nothing stored; send it again after retryAfterSeconds. Why is in reason: too many
 * submissions from this address (IPv6: its /64) or e-mail (case, '+tag' and Gmail dots ignored), or
 * the gateway busy preparing other applications' photos.
 */
export type RateLimited = {
  __typename?: 'RateLimited';
  /** Why the submission must wait. */
  reason: RateLimitReason;
  /** Seconds until another try is allowed. */
  retryAfterSeconds: Scalars['Int']['output'];
};

/** A titled piece of rich content. */
export type RichContent = {
  __typename?: 'RichContent';
  /** Sanitised HTML. */
  html: Scalars['String']['output'];
  /** Title. */
  title: Scalars['String']['output'];
  /** Content type, e.g. 'about_us'. */
  type: Scalars['String']['output'];
};

/** Fields of a Get Scouted application (photos travel as uploads). */
export type ScoutingApplicationInput = {
  /** Link to acting work (required). */
  actingLink: Scalars['String']['input'];
  /** Birthdate as yyyy-MM-dd. */
  birthdate: Scalars['String']['input'];
  /** City of the country. */
  city: OptionInput;
  /** Country. */
  country: OptionInput;
  /** Link to a digital cast profile. */
  digitalCastLink?: InputMaybe<Scalars['String']['input']>;
  /** Holds a DRT registration. */
  drt: Scalars['Boolean']['input'];
  /** DRT category, required when drt is true. */
  drtCategory?: InputMaybe<OptionInput>;
  /** DRT number, required when drt is true. */
  drtNumber?: InputMaybe<Scalars['String']['input']>;
  /** E-mail. */
  email: Scalars['String']['input'];
  /** Experience, at most 600 characters. */
  experience?: InputMaybe<Scalars['String']['input']>;
  /** female, male or undefined. */
  gender: Scalars['String']['input'];
  /** Instagram handle or URL. */
  instagram?: InputMaybe<Scalars['String']['input']>;
  /** Full name. */
  name: Scalars['String']['input'];
  /** A mobile with its calling code: in Brazil +55 (NN) NNNNN-NNNN, other countries in international format. */
  phone: Scalars['String']['input'];
  /** Honeypot: leave empty. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** Options of the scouting form. */
export type ScoutingOptions = {
  __typename?: 'ScoutingOptions';
  /** Countries, Brazil first. */
  countries: Array<Option>;
  /** DRT licence categories. */
  licenses: Array<Option>;
};

/** A show's synopsis. */
export type Sinopse = {
  __typename?: 'Sinopse';
  /** Sanitised HTML. */
  description?: Maybe<Scalars['String']['output']>;
  /** Subtitle. */
  subtitle?: Maybe<Scalars['String']['output']>;
  /** Year. */
  year?: Maybe<Scalars['String']['output']>;
};

/** A social account with its audience. */
export type SocialAccount = {
  __typename?: 'SocialAccount';
  /** Follower count when known. */
  followers?: Maybe<Scalars['Int']['output']>;
  /** Handle without @. */
  handle: Scalars['String']['output'];
  /** instagram, tiktok or twitter. */
  network: Scalars['String']['output'];
  /** Profile URL. */
  url: Scalars['String']['output'];
};

/** A social network link. */
export type SocialLink = {
  __typename?: 'SocialLink';
  /** Label. */
  label: Scalars['String']['output'];
  /** instagram, twitter, facebook, tumblr, linkedin, pinterest, youtube, vimeo, wordpress, snapchat, imdb, spotify, tiktok, email or phone. */
  network: Scalars['String']['output'];
  /** URL (mailto: and tel: for email and phone). */
  url: Scalars['String']['output'];
};

/** A person of the agency. */
export type StaffMember = {
  __typename?: 'StaffMember';
  /** E-mail. */
  email?: Maybe<Scalars['String']['output']>;
  /** Shown first on the contact page (at most two are). */
  featured: Scalars['Boolean']['output'];
  /** Id. */
  id: Scalars['ID']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Phone as shown. */
  phone?: Maybe<Scalars['String']['output']>;
  /** tel: link for the phone. */
  phoneHref?: Maybe<Scalars['String']['output']>;
  /** Role. */
  role?: Maybe<Scalars['String']['output']>;
};

/** The submission is stored: delivered to the back-end, or kept in the gateway's outbox until it is. */
export type SubmissionAccepted = {
  __typename?: 'SubmissionAccepted';
  /** Internal id of the submission (the Idempotency-Key its deliveries carry). */
  id: Scalars['ID']['output'];
  /** True when held in the gateway's outbox: the back-end was unreachable, or refused a field the visitor could not fix (kept for the agency to deliver once fixed). */
  queued: Scalars['Boolean']['output'];
  /**
   * Short reference to show the visitor and to quote to the agency: 8 characters in two halves,
   * e.g. 'K7QM-3XPA' (digits 2-9 and capitals without I, L, O or U). Sent to the agency's panel with
   * the submission (form field 'reference').
   */
  reference: Scalars['String']['output'];
};

/** What happened to a submission. */
export type SubmissionResult = InvalidInput | RateLimited | SubmissionAccepted | UpstreamUnavailable;

/** A full talent profile. */
export type Talent = {
  __typename?: 'Talent';
  /** Biography (sanitised HTML). */
  about?: Maybe<Scalars['String']['output']>;
  /** The whole book, in order. */
  book: Array<Image>;
  /** Career entries from album 368. */
  career: Array<CareerEntry>;
  /** Composite cards (comp cards) the agency keeps for the talent, as images; empty when it keeps none. */
  compositeCards: Array<Image>;
  /** Main portrait. */
  cover: Image;
  /** Second portrait. */
  cover2?: Maybe<Image>;
  /** Book slides 2 to 6 (up to 5): the profile's image slots and gallery previews. */
  gallery: Array<Image>;
  /** Gender. */
  gender: Gender;
  /** Talent id. */
  id: Scalars['ID']['output'];
  /** Spoken languages. */
  languages: Array<Language>;
  /**
   * Path of this profile in a list that holds the talent: `path` when no category was given or the
   * category lists the talent; else under the first of the brand's categories that lists it; else
   * at the brand root. A profile asked under a category it is not in answers a redirect to it.
   */
  listedPath: Scalars['String']['output'];
  /** Measures for the gender, formatted. */
  measures: Array<Measure>;
  /** Full name. */
  name: Scalars['String']['output'];
  /** Nationality. */
  nationality?: Maybe<Scalars['String']['output']>;
  /** Next talent in the list (wraps around). */
  next?: Maybe<TalentLink>;
  /** Other skills, free text. */
  otherSkills?: Maybe<Scalars['String']['output']>;
  /** Path of this profile (category kept when given). */
  path: Scalars['String']['output'];
  /** Previous talent in the list (wraps around). */
  previous?: Maybe<TalentLink>;
  /** URL-safe name. */
  slug: Scalars['String']['output'];
  /** Instagram, TikTok and Twitter accounts that exist. */
  socials: Array<SocialAccount>;
  /** Videos of the talent. */
  videos: Array<Media>;
};

/** What a list card shows: front cover, back cover on flip, key measures. */
export type TalentCard = {
  __typename?: 'TalentCard';
  /** Front image. */
  cover: Image;
  /** Image shown when the card flips; falls back to the first book image. */
  cover2?: Maybe<Image>;
  /** Gender. */
  gender: Gender;
  /** Talent id. */
  id: Scalars['ID']['output'];
  /** Instagram followers, when the back-end gives them. */
  instagramFollowers?: Maybe<Scalars['Int']['output']>;
  /** Measures in order for the gender (women: height, bust, hips, waist, jeans; men: height, suit, hips, waist, jeans), already formatted. */
  measures: Array<Measure>;
  /** Full name. */
  name: Scalars['String']['output'];
  /** URL-safe name for /{id}/{name}. */
  slug: Scalars['String']['output'];
  /** TikTok followers, when the back-end gives them. */
  tiktokFollowers?: Maybe<Scalars['Int']['output']>;
};

/** A talent category: a route segment mapped to back-end album ids. */
export type TalentCategory = {
  __typename?: 'TalentCategory';
  /** Back-end album ids the list is read from. */
  albumIds: Array<Scalars['Int']['output']>;
  /** Message key for its label, e.g. 'journalists'. */
  key: Scalars['String']['output'];
  /** Path of the list, e.g. '/jornalistas'. */
  path: Scalars['String']['output'];
  /** Route segment, e.g. 'jornalistas'. */
  slug: Scalars['String']['output'];
};

/** A page of a talent list. */
export type TalentConnection = {
  __typename?: 'TalentConnection';
  /** First letters present in the unfiltered list, for the A-Z filter. */
  letters: Array<Scalars['String']['output']>;
  /** Talents of this page. */
  nodes: Array<TalentCard>;
  /** Whether more follow. */
  pageInfo: PageInfo;
  /** Talents matching the filters, all pages together. */
  totalCount: Scalars['Int']['output'];
};

/** A neighbouring talent in the current list. */
export type TalentLink = {
  __typename?: 'TalentLink';
  /** Talent id. */
  id: Scalars['ID']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Path of its profile, category kept (e.g. '/jornalistas/12/ana-lima'). */
  path: Scalars['String']['output'];
};

/**
 * The submission could not be taken now and nothing was stored: the back-end could not take it and
 * it could not be queued, or a check it needs (option tables, submission limits) cannot run now.
 */
export type UpstreamUnavailable = {
  __typename?: 'UpstreamUnavailable';
  /** Human-readable reason. */
  message: Scalars['String']['output'];
};

/** A Vimeo video; private videos carry a hash ('id/hash' in the back-end). */
export type VimeoVideo = {
  __typename?: 'VimeoVideo';
  /** Embed URL with autoplay and mute. */
  embedUrl: Scalars['String']['output'];
  /** The privacy hash, when the back-end gave 'id/hash'. */
  hash?: Maybe<Scalars['String']['output']>;
  /** The Vimeo video id. */
  videoId: Scalars['String']['output'];
};

/** A YouTube video. */
export type YoutubeVideo = {
  __typename?: 'YoutubeVideo';
  /** Embed URL with autoplay and mute. */
  embedUrl: Scalars['String']['output'];
  /** Preview image painted before the embed loads. */
  thumbnail?: Maybe<Image>;
  /** The YouTube video id. */
  videoId: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Media:
    | ( HostedVideo )
    | ( Image )
    | ( VimeoVideo )
    | ( YoutubeVideo )
  ;
  SubmissionResult:
    | ( InvalidInput )
    | ( RateLimited )
    | ( SubmissionAccepted )
    | ( UpstreamUnavailable )
  ;
}>;


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Award: ResolverTypeWrapper<Award>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<BrandModel>;
  BrandContent: BrandContent;
  BrandKey: BrandKey;
  CareerEntry: ResolverTypeWrapper<CareerEntry>;
  CastingFacets: ResolverTypeWrapper<CastingFacets>;
  CastingFilter: CastingFilter;
  CastingOption: ResolverTypeWrapper<CastingOption>;
  CastingOptions: ResolverTypeWrapper<CastingOptions>;
  ContactInfo: ResolverTypeWrapper<ContactInfo>;
  ContactLink: ResolverTypeWrapper<ContactLink>;
  ContactMessageInput: ContactMessageInput;
  FieldError: ResolverTypeWrapper<FieldError>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Gender: Gender;
  GenderCount: ResolverTypeWrapper<GenderCount>;
  HighlightCategory: ResolverTypeWrapper<HighlightCategory>;
  HomeContent: ResolverTypeWrapper<HomeContent>;
  HomeModal: ResolverTypeWrapper<HomeModal>;
  HostedVideo: ResolverTypeWrapper<HostedVideo>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IntSpan: ResolverTypeWrapper<IntSpan>;
  InvalidInput: ResolverTypeWrapper<InvalidInput>;
  Language: ResolverTypeWrapper<Language>;
  Locale: Locale;
  Measure: ResolverTypeWrapper<Measure>;
  MeasureOption: ResolverTypeWrapper<MeasureOption>;
  MeasureOptionTable: ResolverTypeWrapper<MeasureOptionTable>;
  Media: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['Media']>;
  Menu: ResolverTypeWrapper<Menu>;
  MenuItem: ResolverTypeWrapper<MenuItem>;
  MenuItemKind: MenuItemKind;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Option: ResolverTypeWrapper<Option>;
  OptionCount: ResolverTypeWrapper<OptionCount>;
  OptionInput: OptionInput;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Post: ResolverTypeWrapper<PostModel>;
  PostCard: ResolverTypeWrapper<Omit<PostCard, 'coverVideo'> & { coverVideo?: Maybe<ResolversTypes['Media']> }>;
  PostConnection: ResolverTypeWrapper<Omit<PostConnection, 'nodes'> & { nodes: Array<ResolversTypes['PostCard']> }>;
  PostKind: PostKind;
  PostLink: ResolverTypeWrapper<PostLink>;
  PostSection: ResolverTypeWrapper<PostSection>;
  PostTranslation: ResolverTypeWrapper<PostTranslation>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuoteRequestInput: QuoteRequestInput;
  QuoteTalentInput: QuoteTalentInput;
  RateLimitReason: RateLimitReason;
  RateLimited: ResolverTypeWrapper<RateLimited>;
  RichContent: ResolverTypeWrapper<RichContent>;
  ScoutingApplicationInput: ScoutingApplicationInput;
  ScoutingOptions: ResolverTypeWrapper<ScoutingOptions>;
  Sinopse: ResolverTypeWrapper<Sinopse>;
  SocialAccount: ResolverTypeWrapper<SocialAccount>;
  SocialLink: ResolverTypeWrapper<SocialLink>;
  StaffMember: ResolverTypeWrapper<StaffMember>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmissionAccepted: ResolverTypeWrapper<SubmissionAccepted>;
  SubmissionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SubmissionResult']>;
  Talent: ResolverTypeWrapper<TalentModel>;
  TalentCard: ResolverTypeWrapper<TalentCard>;
  TalentCategory: ResolverTypeWrapper<TalentCategory>;
  TalentConnection: ResolverTypeWrapper<TalentConnection>;
  TalentLink: ResolverTypeWrapper<TalentLink>;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  UpstreamUnavailable: ResolverTypeWrapper<UpstreamUnavailable>;
  VimeoVideo: ResolverTypeWrapper<VimeoVideo>;
  YoutubeVideo: ResolverTypeWrapper<YoutubeVideo>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Award: Award;
  Boolean: Scalars['Boolean']['output'];
  Brand: BrandModel;
  CareerEntry: CareerEntry;
  CastingFacets: CastingFacets;
  CastingFilter: CastingFilter;
  CastingOption: CastingOption;
  CastingOptions: CastingOptions;
  ContactInfo: ContactInfo;
  ContactLink: ContactLink;
  ContactMessageInput: ContactMessageInput;
  FieldError: FieldError;
  Float: Scalars['Float']['output'];
  GenderCount: GenderCount;
  HighlightCategory: HighlightCategory;
  HomeContent: HomeContent;
  HomeModal: HomeModal;
  HostedVideo: HostedVideo;
  ID: Scalars['ID']['output'];
  Image: Image;
  Int: Scalars['Int']['output'];
  IntSpan: IntSpan;
  InvalidInput: InvalidInput;
  Language: Language;
  Measure: Measure;
  MeasureOption: MeasureOption;
  MeasureOptionTable: MeasureOptionTable;
  Media: ResolversUnionTypes<ResolversParentTypes>['Media'];
  Menu: Menu;
  MenuItem: MenuItem;
  Mutation: Record<PropertyKey, never>;
  Option: Option;
  OptionCount: OptionCount;
  OptionInput: OptionInput;
  PageInfo: PageInfo;
  Post: PostModel;
  PostCard: Omit<PostCard, 'coverVideo'> & { coverVideo?: Maybe<ResolversParentTypes['Media']> };
  PostConnection: Omit<PostConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['PostCard']> };
  PostLink: PostLink;
  PostSection: PostSection;
  PostTranslation: PostTranslation;
  Query: Record<PropertyKey, never>;
  QuoteRequestInput: QuoteRequestInput;
  QuoteTalentInput: QuoteTalentInput;
  RateLimited: RateLimited;
  RichContent: RichContent;
  ScoutingApplicationInput: ScoutingApplicationInput;
  ScoutingOptions: ScoutingOptions;
  Sinopse: Sinopse;
  SocialAccount: SocialAccount;
  SocialLink: SocialLink;
  StaffMember: StaffMember;
  String: Scalars['String']['output'];
  SubmissionAccepted: SubmissionAccepted;
  SubmissionResult: ResolversUnionTypes<ResolversParentTypes>['SubmissionResult'];
  Talent: TalentModel;
  TalentCard: TalentCard;
  TalentCategory: TalentCategory;
  TalentConnection: TalentConnection;
  TalentLink: TalentLink;
  Upload: Scalars['Upload']['output'];
  UpstreamUnavailable: UpstreamUnavailable;
  VimeoVideo: VimeoVideo;
  YoutubeVideo: YoutubeVideo;
}>;

export type AwardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Award'] = ResolversParentTypes['Award']> = ResolversObject<{
  cover?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BrandResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = ResolversObject<{
  code?: Resolver<ResolversTypes['BrandKey'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['BrandContent'], ParentType, ContextType>;
  domains?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  events?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  footerContact?: Resolver<Maybe<ResolversTypes['ContactInfo']>, ParentType, ContextType>;
  footerLinks?: Resolver<Array<ResolversTypes['SocialLink']>, ParentType, ContextType>;
  highlightCategories?: Resolver<Array<ResolversTypes['HighlightCategory']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  menu?: Resolver<ResolversTypes['Menu'], ParentType, ContextType, RequireFields<BrandMenuArgs, 'locale'>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siteUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<BrandSiteUrlArgs, 'currentHost'>>;
  talentCategories?: Resolver<Array<ResolversTypes['TalentCategory']>, ParentType, ContextType>;
}>;

export type BrandKeyResolvers = EnumResolverSignature<{ CQ_EMPRESARIAMENTO?: any, CULTURAL?: any, DIGITAL?: any, JABUTICABA?: any, MUSIC?: any }, ResolversTypes['BrandKey']>;

export type CareerEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CareerEntry'] = ResolversParentTypes['CareerEntry']> = ResolversObject<{
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CastingFacetsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CastingFacets'] = ResolversParentTypes['CastingFacets']> = ResolversObject<{
  age?: Resolver<Maybe<ResolversTypes['IntSpan']>, ParentType, ContextType>;
  eyes?: Resolver<Array<ResolversTypes['OptionCount']>, ParentType, ContextType>;
  gender?: Resolver<Array<ResolversTypes['GenderCount']>, ParentType, ContextType>;
  hair?: Resolver<Array<ResolversTypes['OptionCount']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['IntSpan']>, ParentType, ContextType>;
}>;

export type CastingOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CastingOption'] = ResolversParentTypes['CastingOption']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CastingOptionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CastingOptions'] = ResolversParentTypes['CastingOptions']> = ResolversObject<{
  eyes?: Resolver<Array<ResolversTypes['CastingOption']>, ParentType, ContextType>;
  hair?: Resolver<Array<ResolversTypes['CastingOption']>, ParentType, ContextType>;
}>;

export type ContactInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContactInfo'] = ResolversParentTypes['ContactInfo']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  whatsapp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ContactLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContactLink'] = ResolversParentTypes['ContactLink']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FieldErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GenderCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GenderCount'] = ResolversParentTypes['GenderCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['Gender'], ParentType, ContextType>;
}>;

export type HighlightCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HighlightCategory'] = ResolversParentTypes['HighlightCategory']> = ResolversObject<{
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HomeContentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HomeContent'] = ResolversParentTypes['HomeContent']> = ResolversObject<{
  backgroundImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  backgroundVideo?: Resolver<Maybe<ResolversTypes['HostedVideo']>, ParentType, ContextType>;
  introImages?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  modal?: Resolver<Maybe<ResolversTypes['HomeModal']>, ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HomeModalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HomeModal'] = ResolversParentTypes['HomeModal']> = ResolversObject<{
  ctaHref?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ctaLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HostedVideoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HostedVideo'] = ResolversParentTypes['HostedVideo']> = ResolversObject<{
  poster?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = ResolversObject<{
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type IntSpanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IntSpan'] = ResolversParentTypes['IntSpan']> = ResolversObject<{
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InvalidInputResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvalidInput'] = ResolversParentTypes['InvalidInput']> = ResolversObject<{
  fields?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LanguageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Language'] = ResolversParentTypes['Language']> = ResolversObject<{
  flag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LocaleResolvers = EnumResolverSignature<{ EN?: any, PT?: any }, ResolversTypes['Locale']>;

export type MeasureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Measure'] = ResolversParentTypes['Measure']> = ResolversObject<{
  imperial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  metric?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MeasureOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MeasureOption'] = ResolversParentTypes['MeasureOption']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MeasureOptionTableResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MeasureOptionTable'] = ResolversParentTypes['MeasureOptionTable']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['MeasureOption']>, ParentType, ContextType>;
}>;

export type MediaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Media'] = ResolversParentTypes['Media']> = ResolversObject<{
  __resolveType: TypeResolveFn<'HostedVideo' | 'Image' | 'VimeoVideo' | 'YoutubeVideo', ParentType, ContextType>;
}>;

export type MenuResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Menu'] = ResolversParentTypes['Menu']> = ResolversObject<{
  left?: Resolver<Array<ResolversTypes['MenuItem']>, ParentType, ContextType>;
  right?: Resolver<Array<ResolversTypes['MenuItem']>, ParentType, ContextType>;
}>;

export type MenuItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MenuItem'] = ResolversParentTypes['MenuItem']> = ResolversObject<{
  children?: Resolver<Array<ResolversTypes['MenuItem']>, ParentType, ContextType>;
  href?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MenuItemKind'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requestQuote?: Resolver<ResolversTypes['SubmissionResult'], ParentType, ContextType, RequireFields<MutationRequestQuoteArgs, 'brand' | 'input'>>;
  sendContactMessage?: Resolver<ResolversTypes['SubmissionResult'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'brand' | 'input'>>;
  submitScoutingApplication?: Resolver<ResolversTypes['SubmissionResult'], ParentType, ContextType, RequireFields<MutationSubmitScoutingApplicationArgs, 'brand' | 'input' | 'photos'>>;
}>;

export type OptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Option'] = ResolversParentTypes['Option']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OptionCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OptionCount'] = ResolversParentTypes['OptionCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PostResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Post'] = ResolversParentTypes['Post']> = ResolversObject<{
  awards?: Resolver<Array<ResolversTypes['Award']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cover?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstVideo?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PostKind'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['Locale'], ParentType, ContextType>;
  next?: Resolver<Maybe<ResolversTypes['PostLink']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previous?: Resolver<Maybe<ResolversTypes['PostLink']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['PostSection']>, ParentType, ContextType>;
  sinopse?: Resolver<Maybe<ResolversTypes['Sinopse']>, ParentType, ContextType>;
  slides?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spotifyUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  translations?: Resolver<Array<ResolversTypes['PostTranslation']>, ParentType, ContextType>;
}>;

export type PostCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PostCard'] = ResolversParentTypes['PostCard']> = ResolversObject<{
  cover?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  coverVideo?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  excerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PostKind'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PostConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PostConnection'] = ResolversParentTypes['PostConnection']> = ResolversObject<{
  letters?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['PostCard']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PostLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PostLink'] = ResolversParentTypes['PostLink']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PostSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PostSection'] = ResolversParentTypes['PostSection']> = ResolversObject<{
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PostTranslationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PostTranslation'] = ResolversParentTypes['PostTranslation']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['Locale'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType, RequireFields<QueryBrandArgs, 'key'>>;
  brandLogos?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType, RequireFields<QueryBrandLogosArgs, 'brand'>>;
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  castingOptions?: Resolver<ResolversTypes['CastingOptions'], ParentType, ContextType, RequireFields<QueryCastingOptionsArgs, 'locale'>>;
  cities?: Resolver<Array<ResolversTypes['Option']>, ParentType, ContextType, RequireFields<QueryCitiesArgs, 'country' | 'locale'>>;
  contactInfo?: Resolver<Maybe<ResolversTypes['ContactInfo']>, ParentType, ContextType, RequireFields<QueryContactInfoArgs, 'brand'>>;
  contactLinks?: Resolver<Array<ResolversTypes['ContactLink']>, ParentType, ContextType, RequireFields<QueryContactLinksArgs, 'brand'>>;
  content?: Resolver<Maybe<ResolversTypes['RichContent']>, ParentType, ContextType, RequireFields<QueryContentArgs, 'brand' | 'locale' | 'type'>>;
  highlights?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType, RequireFields<QueryHighlightsArgs, 'brand' | 'category' | 'first' | 'locale'>>;
  home?: Resolver<ResolversTypes['HomeContent'], ParentType, ContextType, RequireFields<QueryHomeArgs, 'brand'>>;
  measureOptions?: Resolver<Array<ResolversTypes['MeasureOptionTable']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  post?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<QueryPostArgs, 'brand' | 'kind' | 'locale'>>;
  posts?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType, RequireFields<QueryPostsArgs, 'brand' | 'first' | 'kind' | 'locale'>>;
  scoutingOptions?: Resolver<ResolversTypes['ScoutingOptions'], ParentType, ContextType, RequireFields<QueryScoutingOptionsArgs, 'locale'>>;
  socialLinks?: Resolver<Array<ResolversTypes['SocialLink']>, ParentType, ContextType, RequireFields<QuerySocialLinksArgs, 'brand'>>;
  staff?: Resolver<Array<ResolversTypes['StaffMember']>, ParentType, ContextType, RequireFields<QueryStaffArgs, 'brand'>>;
  talent?: Resolver<Maybe<ResolversTypes['Talent']>, ParentType, ContextType, RequireFields<QueryTalentArgs, 'brand' | 'id'>>;
  talentFacets?: Resolver<ResolversTypes['CastingFacets'], ParentType, ContextType, RequireFields<QueryTalentFacetsArgs, 'brand'>>;
  talents?: Resolver<ResolversTypes['TalentConnection'], ParentType, ContextType, RequireFields<QueryTalentsArgs, 'brand' | 'first'>>;
  talentsByIds?: Resolver<Array<ResolversTypes['TalentCard']>, ParentType, ContextType, RequireFields<QueryTalentsByIdsArgs, 'brand' | 'ids'>>;
}>;

export type RateLimitedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RateLimited'] = ResolversParentTypes['RateLimited']> = ResolversObject<{
  reason?: Resolver<ResolversTypes['RateLimitReason'], ParentType, ContextType>;
  retryAfterSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RichContentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RichContent'] = ResolversParentTypes['RichContent']> = ResolversObject<{
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ScoutingOptionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ScoutingOptions'] = ResolversParentTypes['ScoutingOptions']> = ResolversObject<{
  countries?: Resolver<Array<ResolversTypes['Option']>, ParentType, ContextType>;
  licenses?: Resolver<Array<ResolversTypes['Option']>, ParentType, ContextType>;
}>;

export type SinopseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Sinopse'] = ResolversParentTypes['Sinopse']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SocialAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SocialAccount'] = ResolversParentTypes['SocialAccount']> = ResolversObject<{
  followers?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  handle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  network?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SocialLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SocialLink'] = ResolversParentTypes['SocialLink']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  network?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffMember'] = ResolversParentTypes['StaffMember']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  featured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneHref?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SubmissionAcceptedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubmissionAccepted'] = ResolversParentTypes['SubmissionAccepted']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  queued?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubmissionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubmissionResult'] = ResolversParentTypes['SubmissionResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInput' | 'RateLimited' | 'SubmissionAccepted' | 'UpstreamUnavailable', ParentType, ContextType>;
}>;

export type TalentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Talent'] = ResolversParentTypes['Talent']> = ResolversObject<{
  about?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  book?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  career?: Resolver<Array<ResolversTypes['CareerEntry']>, ParentType, ContextType>;
  compositeCards?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  cover?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  cover2?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  gallery?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['Gender'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
  listedPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  measures?: Resolver<Array<ResolversTypes['Measure']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nationality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  next?: Resolver<Maybe<ResolversTypes['TalentLink']>, ParentType, ContextType>;
  otherSkills?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previous?: Resolver<Maybe<ResolversTypes['TalentLink']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  socials?: Resolver<Array<ResolversTypes['SocialAccount']>, ParentType, ContextType>;
  videos?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType>;
}>;

export type TalentCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TalentCard'] = ResolversParentTypes['TalentCard']> = ResolversObject<{
  cover?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  cover2?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['Gender'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instagramFollowers?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  measures?: Resolver<Array<ResolversTypes['Measure']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tiktokFollowers?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type TalentCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TalentCategory'] = ResolversParentTypes['TalentCategory']> = ResolversObject<{
  albumIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TalentConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TalentConnection'] = ResolversParentTypes['TalentConnection']> = ResolversObject<{
  letters?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['TalentCard']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TalentLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TalentLink'] = ResolversParentTypes['TalentLink']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UpstreamUnavailableResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpstreamUnavailable'] = ResolversParentTypes['UpstreamUnavailable']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type VimeoVideoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VimeoVideo'] = ResolversParentTypes['VimeoVideo']> = ResolversObject<{
  embedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  videoId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type YoutubeVideoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['YoutubeVideo'] = ResolversParentTypes['YoutubeVideo']> = ResolversObject<{
  embedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  videoId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  Award?: AwardResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandKey?: BrandKeyResolvers;
  CareerEntry?: CareerEntryResolvers<ContextType>;
  CastingFacets?: CastingFacetsResolvers<ContextType>;
  CastingOption?: CastingOptionResolvers<ContextType>;
  CastingOptions?: CastingOptionsResolvers<ContextType>;
  ContactInfo?: ContactInfoResolvers<ContextType>;
  ContactLink?: ContactLinkResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  GenderCount?: GenderCountResolvers<ContextType>;
  HighlightCategory?: HighlightCategoryResolvers<ContextType>;
  HomeContent?: HomeContentResolvers<ContextType>;
  HomeModal?: HomeModalResolvers<ContextType>;
  HostedVideo?: HostedVideoResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  IntSpan?: IntSpanResolvers<ContextType>;
  InvalidInput?: InvalidInputResolvers<ContextType>;
  Language?: LanguageResolvers<ContextType>;
  Locale?: LocaleResolvers;
  Measure?: MeasureResolvers<ContextType>;
  MeasureOption?: MeasureOptionResolvers<ContextType>;
  MeasureOptionTable?: MeasureOptionTableResolvers<ContextType>;
  Media?: MediaResolvers<ContextType>;
  Menu?: MenuResolvers<ContextType>;
  MenuItem?: MenuItemResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Option?: OptionResolvers<ContextType>;
  OptionCount?: OptionCountResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Post?: PostResolvers<ContextType>;
  PostCard?: PostCardResolvers<ContextType>;
  PostConnection?: PostConnectionResolvers<ContextType>;
  PostLink?: PostLinkResolvers<ContextType>;
  PostSection?: PostSectionResolvers<ContextType>;
  PostTranslation?: PostTranslationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RateLimited?: RateLimitedResolvers<ContextType>;
  RichContent?: RichContentResolvers<ContextType>;
  ScoutingOptions?: ScoutingOptionsResolvers<ContextType>;
  Sinopse?: SinopseResolvers<ContextType>;
  SocialAccount?: SocialAccountResolvers<ContextType>;
  SocialLink?: SocialLinkResolvers<ContextType>;
  StaffMember?: StaffMemberResolvers<ContextType>;
  SubmissionAccepted?: SubmissionAcceptedResolvers<ContextType>;
  SubmissionResult?: SubmissionResultResolvers<ContextType>;
  Talent?: TalentResolvers<ContextType>;
  TalentCard?: TalentCardResolvers<ContextType>;
  TalentCategory?: TalentCategoryResolvers<ContextType>;
  TalentConnection?: TalentConnectionResolvers<ContextType>;
  TalentLink?: TalentLinkResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  UpstreamUnavailable?: UpstreamUnavailableResolvers<ContextType>;
  VimeoVideo?: VimeoVideoResolvers<ContextType>;
  YoutubeVideo?: YoutubeVideoResolvers<ContextType>;
}>;

