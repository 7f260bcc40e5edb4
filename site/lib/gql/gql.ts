/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  fragment TalentDetailsFields on Talent {\n    about\n    nationality\n    languages {\n      name\n      flag\n    }\n    otherSkills\n    career {\n      title\n      author\n      year\n      description\n      image {\n        url\n        width\n        height\n        alt\n      }\n    }\n  }\n': typeof types.TalentDetailsFieldsFragmentDoc;
  '\n  query ContentBrandSites($brand: BrandKey!, $host: String!) {\n    brand(key: $brand) {\n      key\n      name\n      highlightCategories {\n        slug\n        path\n      }\n    }\n    brands {\n      key\n      name\n      siteUrl(currentHost: $host)\n    }\n  }\n': typeof types.ContentBrandSitesDocument;
  '\n  query ContentHighlightCategories($brand: BrandKey!) {\n    brand(key: $brand) {\n      name\n      highlightCategories {\n        slug\n        path\n      }\n    }\n  }\n': typeof types.ContentHighlightCategoriesDocument;
  '\n  query AboutPage($brand: BrandKey!, $locale: Locale) {\n    content(brand: $brand, type: "about_us", locale: $locale) {\n      title\n      html\n    }\n    brandLogos(brand: $brand) {\n      url\n      width\n      height\n      alt\n    }\n    socialLinks(brand: $brand) {\n      network\n      label\n      url\n    }\n  }\n': typeof types.AboutPageDocument;
  '\n  query AboutPageFallback($brand: BrandKey!) {\n    content(brand: $brand, type: "about_us", locale: PT) {\n      title\n      html\n    }\n  }\n': typeof types.AboutPageFallbackDocument;
  '\n  query ContactPage($brand: BrandKey!) {\n    staff(brand: $brand) {\n      id\n      name\n      role\n      email\n      phone\n      phoneHref\n      featured\n    }\n    contactInfo(brand: $brand) {\n      email\n      phone\n      address\n      whatsapp\n      latitude\n      longitude\n    }\n    contactLinks(brand: $brand) {\n      kind\n      label\n      url\n    }\n  }\n': typeof types.ContactPageDocument;
  '\n  mutation SubmitScoutingApplication($brand: BrandKey!, $input: ScoutingApplicationInput!, $photos: [Upload!]!) {\n    submitScoutingApplication(brand: $brand, input: $input, photos: $photos) {\n      ...SubmissionResultFields\n    }\n  }\n': typeof types.SubmitScoutingApplicationDocument;
  '\n  query ScoutingCities($country: ID!, $locale: Locale) {\n    cities(country: $country, locale: $locale) {\n      id\n      value\n    }\n  }\n': typeof types.ScoutingCitiesDocument;
  '\n  mutation RequestQuote($brand: BrandKey!, $input: QuoteRequestInput!) {\n    requestQuote(brand: $brand, input: $input) {\n      ...SubmissionResultFields\n    }\n  }\n': typeof types.RequestQuoteDocument;
  '\n  mutation SendContactMessage($brand: BrandKey!, $input: ContactMessageInput!) {\n    sendContactMessage(brand: $brand, input: $input) {\n      ...SubmissionResultFields\n    }\n  }\n': typeof types.SendContactMessageDocument;
  '\n  query ScoutingOptions($locale: Locale) {\n    scoutingOptions(locale: $locale) {\n      countries {\n        id\n        value\n      }\n      licenses {\n        id\n        value\n      }\n    }\n  }\n': typeof types.ScoutingOptionsDocument;
  '\n  fragment SubmissionResultFields on SubmissionResult {\n    __typename\n    ... on SubmissionAccepted {\n      reference\n      queued\n    }\n    ... on InvalidInput {\n      fields {\n        path\n        message\n      }\n    }\n    ... on UpstreamUnavailable {\n      message\n    }\n    ... on RateLimited {\n      retryAfterSeconds\n      reason\n    }\n  }\n': typeof types.SubmissionResultFieldsFragmentDoc;
  '\n  query PostList(\n    $brand: BrandKey!\n    $kind: PostKind!\n    $locale: Locale\n    $search: String\n    $letter: String\n    $first: Int\n    $after: String\n  ) {\n    posts(brand: $brand, kind: $kind, locale: $locale, search: $search, letter: $letter, first: $first, after: $after) {\n      nodes {\n        ...PostCardFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      letters\n    }\n  }\n': typeof types.PostListDocument;
  '\n  query HighlightList($brand: BrandKey!, $category: String!, $locale: Locale, $first: Int, $after: String) {\n    highlights(brand: $brand, category: $category, locale: $locale, first: $first, after: $after) {\n      nodes {\n        ...PostCardFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n': typeof types.HighlightListDocument;
  '\n  fragment MediaFields on Media {\n    __typename\n    ... on Image {\n      url\n      width\n      height\n      alt\n    }\n    ... on HostedVideo {\n      url\n      poster {\n        url\n        width\n        height\n        alt\n      }\n    }\n    ... on YoutubeVideo {\n      videoId\n      embedUrl\n      thumbnail {\n        url\n        width\n        height\n        alt\n      }\n    }\n    ... on VimeoVideo {\n      videoId\n      hash\n      embedUrl\n    }\n  }\n': typeof types.MediaFieldsFragmentDoc;
  '\n  fragment PostCardFields on PostCard {\n    id\n    slug\n    title\n    path\n    createdAt\n    excerpt\n    cover {\n      url\n      width\n      height\n      alt\n    }\n    coverVideo {\n      ...MediaFields\n    }\n  }\n': typeof types.PostCardFieldsFragmentDoc;
  '\n  query PostDetail($brand: BrandKey!, $kind: PostKind!, $slug: String, $id: ID, $category: String, $locale: Locale) {\n    post(brand: $brand, kind: $kind, slug: $slug, id: $id, category: $category, locale: $locale) {\n      id\n      slug\n      kind\n      title\n      path\n      createdAt\n      description\n      content\n      category\n      spotifyUrl\n      cover {\n        url\n        width\n        height\n        alt\n      }\n      slides {\n        ...MediaFields\n      }\n      sections {\n        key\n        html\n      }\n      sinopse {\n        subtitle\n        year\n        description\n      }\n      awards {\n        title\n        subtitle\n        year\n        description\n        cover {\n          url\n          width\n          height\n          alt\n        }\n      }\n      previous {\n        id\n        title\n        path\n      }\n      next {\n        id\n        title\n        path\n      }\n      translations {\n        locale\n        path\n      }\n    }\n  }\n': typeof types.PostDetailDocument;
  '\n  query Shell($brand: BrandKey!, $host: String!, $locale: Locale) {\n    brand(key: $brand) {\n      id\n      code\n      key\n      name\n      color\n      content\n      domains\n      menu(locale: $locale) {\n        left {\n          ...ShellMenuItem\n        }\n        right {\n          ...ShellMenuItem\n        }\n      }\n      footerLinks {\n        network\n        label\n        url\n      }\n      footerContact {\n        email\n        phone\n      }\n    }\n    brands {\n      code\n      key\n      name\n      color\n      domains\n      siteUrl(currentHost: $host)\n    }\n  }\n\n  fragment ShellMenuItem on MenuItem {\n    key\n    kind\n    href\n    label\n    children {\n      key\n      kind\n      href\n      label\n    }\n  }\n': typeof types.ShellDocument;
  '\n  query BrandSites($host: String!) {\n    brands {\n      key\n      siteUrl(currentHost: $host)\n    }\n  }\n': typeof types.BrandSitesDocument;
  '\n  query HomeContent($brand: BrandKey!) {\n    home(brand: $brand) {\n      title\n      subtitle\n      backgroundImage {\n        url\n        width\n        height\n        alt\n      }\n      backgroundVideo {\n        url\n        poster {\n          url\n          width\n          height\n          alt\n        }\n      }\n      introImages {\n        url\n        width\n        height\n        alt\n      }\n      modal {\n        title\n        html\n        image {\n          url\n          width\n          height\n          alt\n        }\n        ctaLabel\n        ctaHref\n      }\n    }\n  }\n': typeof types.HomeContentDocument;
  '\n  fragment TalentCardFields on TalentCard {\n    id\n    name\n    slug\n    gender\n    cover {\n      url\n      width\n      height\n      alt\n    }\n    cover2 {\n      url\n      width\n      height\n      alt\n    }\n    measures {\n      key\n      metric\n      imperial\n    }\n  }\n': typeof types.TalentCardFieldsFragmentDoc;
  '\n  query TalentList(\n    $brand: BrandKey!\n    $category: String\n    $search: String\n    $letter: String\n    $first: Int\n    $after: String\n  ) {\n    talents(brand: $brand, category: $category, search: $search, letter: $letter, first: $first, after: $after) {\n      nodes {\n        ...TalentCardFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      letters\n    }\n  }\n': typeof types.TalentListDocument;
  '\n  query TalentsByIds($brand: BrandKey!, $ids: [ID!]!) {\n    talentsByIds(brand: $brand, ids: $ids) {\n      ...TalentCardFields\n    }\n  }\n': typeof types.TalentsByIdsDocument;
  '\n  query BrandTalentCategories($brand: BrandKey!) {\n    brand(key: $brand) {\n      key\n      name\n      content\n      talentCategories {\n        slug\n        key\n        path\n      }\n    }\n  }\n': typeof types.BrandTalentCategoriesDocument;
  '\n  query TalentProfile($brand: BrandKey!, $id: ID!, $category: String) {\n    talent(brand: $brand, id: $id, category: $category) {\n      id\n      name\n      slug\n      path\n      listedPath\n      gender\n      cover {\n        url\n        width\n        height\n        alt\n      }\n      cover2 {\n        url\n        width\n        height\n        alt\n      }\n      book {\n        url\n        width\n        height\n        alt\n      }\n      gallery {\n        url\n        width\n        height\n        alt\n      }\n      videos {\n        __typename\n        ... on HostedVideo {\n          url\n          poster {\n            url\n            alt\n          }\n        }\n        ... on YoutubeVideo {\n          videoId\n          embedUrl\n          thumbnail {\n            url\n            alt\n          }\n        }\n        ... on VimeoVideo {\n          videoId\n          hash\n          embedUrl\n        }\n        ... on Image {\n          url\n          alt\n        }\n      }\n      measures {\n        key\n        metric\n        imperial\n      }\n      socials {\n        network\n        handle\n        url\n        followers\n      }\n      ...TalentDetailsFields\n      previous {\n        id\n        name\n        path\n      }\n      next {\n        id\n        name\n        path\n      }\n    }\n  }\n': typeof types.TalentProfileDocument;
};
const documents: Documents = {
  '\n  fragment TalentDetailsFields on Talent {\n    about\n    nationality\n    languages {\n      name\n      flag\n    }\n    otherSkills\n    career {\n      title\n      author\n      year\n      description\n      image {\n        url\n        width\n        height\n        alt\n      }\n    }\n  }\n':
    types.TalentDetailsFieldsFragmentDoc,
  '\n  query ContentBrandSites($brand: BrandKey!, $host: String!) {\n    brand(key: $brand) {\n      key\n      name\n      highlightCategories {\n        slug\n        path\n      }\n    }\n    brands {\n      key\n      name\n      siteUrl(currentHost: $host)\n    }\n  }\n':
    types.ContentBrandSitesDocument,
  '\n  query ContentHighlightCategories($brand: BrandKey!) {\n    brand(key: $brand) {\n      name\n      highlightCategories {\n        slug\n        path\n      }\n    }\n  }\n':
    types.ContentHighlightCategoriesDocument,
  '\n  query AboutPage($brand: BrandKey!, $locale: Locale) {\n    content(brand: $brand, type: "about_us", locale: $locale) {\n      title\n      html\n    }\n    brandLogos(brand: $brand) {\n      url\n      width\n      height\n      alt\n    }\n    socialLinks(brand: $brand) {\n      network\n      label\n      url\n    }\n  }\n':
    types.AboutPageDocument,
  '\n  query AboutPageFallback($brand: BrandKey!) {\n    content(brand: $brand, type: "about_us", locale: PT) {\n      title\n      html\n    }\n  }\n':
    types.AboutPageFallbackDocument,
  '\n  query ContactPage($brand: BrandKey!) {\n    staff(brand: $brand) {\n      id\n      name\n      role\n      email\n      phone\n      phoneHref\n      featured\n    }\n    contactInfo(brand: $brand) {\n      email\n      phone\n      address\n      whatsapp\n      latitude\n      longitude\n    }\n    contactLinks(brand: $brand) {\n      kind\n      label\n      url\n    }\n  }\n':
    types.ContactPageDocument,
  '\n  mutation SubmitScoutingApplication($brand: BrandKey!, $input: ScoutingApplicationInput!, $photos: [Upload!]!) {\n    submitScoutingApplication(brand: $brand, input: $input, photos: $photos) {\n      ...SubmissionResultFields\n    }\n  }\n':
    types.SubmitScoutingApplicationDocument,
  '\n  query ScoutingCities($country: ID!, $locale: Locale) {\n    cities(country: $country, locale: $locale) {\n      id\n      value\n    }\n  }\n':
    types.ScoutingCitiesDocument,
  '\n  mutation RequestQuote($brand: BrandKey!, $input: QuoteRequestInput!) {\n    requestQuote(brand: $brand, input: $input) {\n      ...SubmissionResultFields\n    }\n  }\n':
    types.RequestQuoteDocument,
  '\n  mutation SendContactMessage($brand: BrandKey!, $input: ContactMessageInput!) {\n    sendContactMessage(brand: $brand, input: $input) {\n      ...SubmissionResultFields\n    }\n  }\n':
    types.SendContactMessageDocument,
  '\n  query ScoutingOptions($locale: Locale) {\n    scoutingOptions(locale: $locale) {\n      countries {\n        id\n        value\n      }\n      licenses {\n        id\n        value\n      }\n    }\n  }\n':
    types.ScoutingOptionsDocument,
  '\n  fragment SubmissionResultFields on SubmissionResult {\n    __typename\n    ... on SubmissionAccepted {\n      reference\n      queued\n    }\n    ... on InvalidInput {\n      fields {\n        path\n        message\n      }\n    }\n    ... on UpstreamUnavailable {\n      message\n    }\n    ... on RateLimited {\n      retryAfterSeconds\n      reason\n    }\n  }\n':
    types.SubmissionResultFieldsFragmentDoc,
  '\n  query PostList(\n    $brand: BrandKey!\n    $kind: PostKind!\n    $locale: Locale\n    $search: String\n    $letter: String\n    $first: Int\n    $after: String\n  ) {\n    posts(brand: $brand, kind: $kind, locale: $locale, search: $search, letter: $letter, first: $first, after: $after) {\n      nodes {\n        ...PostCardFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      letters\n    }\n  }\n':
    types.PostListDocument,
  '\n  query HighlightList($brand: BrandKey!, $category: String!, $locale: Locale, $first: Int, $after: String) {\n    highlights(brand: $brand, category: $category, locale: $locale, first: $first, after: $after) {\n      nodes {\n        ...PostCardFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n':
    types.HighlightListDocument,
  '\n  fragment MediaFields on Media {\n    __typename\n    ... on Image {\n      url\n      width\n      height\n      alt\n    }\n    ... on HostedVideo {\n      url\n      poster {\n        url\n        width\n        height\n        alt\n      }\n    }\n    ... on YoutubeVideo {\n      videoId\n      embedUrl\n      thumbnail {\n        url\n        width\n        height\n        alt\n      }\n    }\n    ... on VimeoVideo {\n      videoId\n      hash\n      embedUrl\n    }\n  }\n':
    types.MediaFieldsFragmentDoc,
  '\n  fragment PostCardFields on PostCard {\n    id\n    slug\n    title\n    path\n    createdAt\n    excerpt\n    cover {\n      url\n      width\n      height\n      alt\n    }\n    coverVideo {\n      ...MediaFields\n    }\n  }\n':
    types.PostCardFieldsFragmentDoc,
  '\n  query PostDetail($brand: BrandKey!, $kind: PostKind!, $slug: String, $id: ID, $category: String, $locale: Locale) {\n    post(brand: $brand, kind: $kind, slug: $slug, id: $id, category: $category, locale: $locale) {\n      id\n      slug\n      kind\n      title\n      path\n      createdAt\n      description\n      content\n      category\n      spotifyUrl\n      cover {\n        url\n        width\n        height\n        alt\n      }\n      slides {\n        ...MediaFields\n      }\n      sections {\n        key\n        html\n      }\n      sinopse {\n        subtitle\n        year\n        description\n      }\n      awards {\n        title\n        subtitle\n        year\n        description\n        cover {\n          url\n          width\n          height\n          alt\n        }\n      }\n      previous {\n        id\n        title\n        path\n      }\n      next {\n        id\n        title\n        path\n      }\n      translations {\n        locale\n        path\n      }\n    }\n  }\n':
    types.PostDetailDocument,
  '\n  query Shell($brand: BrandKey!, $host: String!, $locale: Locale) {\n    brand(key: $brand) {\n      id\n      code\n      key\n      name\n      color\n      content\n      domains\n      menu(locale: $locale) {\n        left {\n          ...ShellMenuItem\n        }\n        right {\n          ...ShellMenuItem\n        }\n      }\n      footerLinks {\n        network\n        label\n        url\n      }\n      footerContact {\n        email\n        phone\n      }\n    }\n    brands {\n      code\n      key\n      name\n      color\n      domains\n      siteUrl(currentHost: $host)\n    }\n  }\n\n  fragment ShellMenuItem on MenuItem {\n    key\n    kind\n    href\n    label\n    children {\n      key\n      kind\n      href\n      label\n    }\n  }\n':
    types.ShellDocument,
  '\n  query BrandSites($host: String!) {\n    brands {\n      key\n      siteUrl(currentHost: $host)\n    }\n  }\n':
    types.BrandSitesDocument,
  '\n  query HomeContent($brand: BrandKey!) {\n    home(brand: $brand) {\n      title\n      subtitle\n      backgroundImage {\n        url\n        width\n        height\n        alt\n      }\n      backgroundVideo {\n        url\n        poster {\n          url\n          width\n          height\n          alt\n        }\n      }\n      introImages {\n        url\n        width\n        height\n        alt\n      }\n      modal {\n        title\n        html\n        image {\n          url\n          width\n          height\n          alt\n        }\n        ctaLabel\n        ctaHref\n      }\n    }\n  }\n':
    types.HomeContentDocument,
  '\n  fragment TalentCardFields on TalentCard {\n    id\n    name\n    slug\n    gender\n    cover {\n      url\n      width\n      height\n      alt\n    }\n    cover2 {\n      url\n      width\n      height\n      alt\n    }\n    measures {\n      key\n      metric\n      imperial\n    }\n  }\n':
    types.TalentCardFieldsFragmentDoc,
  '\n  query TalentList(\n    $brand: BrandKey!\n    $category: String\n    $search: String\n    $letter: String\n    $first: Int\n    $after: String\n  ) {\n    talents(brand: $brand, category: $category, search: $search, letter: $letter, first: $first, after: $after) {\n      nodes {\n        ...TalentCardFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      letters\n    }\n  }\n':
    types.TalentListDocument,
  '\n  query TalentsByIds($brand: BrandKey!, $ids: [ID!]!) {\n    talentsByIds(brand: $brand, ids: $ids) {\n      ...TalentCardFields\n    }\n  }\n':
    types.TalentsByIdsDocument,
  '\n  query BrandTalentCategories($brand: BrandKey!) {\n    brand(key: $brand) {\n      key\n      name\n      content\n      talentCategories {\n        slug\n        key\n        path\n      }\n    }\n  }\n':
    types.BrandTalentCategoriesDocument,
  '\n  query TalentProfile($brand: BrandKey!, $id: ID!, $category: String) {\n    talent(brand: $brand, id: $id, category: $category) {\n      id\n      name\n      slug\n      path\n      listedPath\n      gender\n      cover {\n        url\n        width\n        height\n        alt\n      }\n      cover2 {\n        url\n        width\n        height\n        alt\n      }\n      book {\n        url\n        width\n        height\n        alt\n      }\n      gallery {\n        url\n        width\n        height\n        alt\n      }\n      videos {\n        __typename\n        ... on HostedVideo {\n          url\n          poster {\n            url\n            alt\n          }\n        }\n        ... on YoutubeVideo {\n          videoId\n          embedUrl\n          thumbnail {\n            url\n            alt\n          }\n        }\n        ... on VimeoVideo {\n          videoId\n          hash\n          embedUrl\n        }\n        ... on Image {\n          url\n          alt\n        }\n      }\n      measures {\n        key\n        metric\n        imperial\n      }\n      socials {\n        network\n        handle\n        url\n        followers\n      }\n      ...TalentDetailsFields\n      previous {\n        id\n        name\n        path\n      }\n      next {\n        id\n        name\n        path\n      }\n    }\n  }\n':
    types.TalentProfileDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TalentDetailsFields on Talent {\n    about\n    nationality\n    languages {\n      name\n      flag\n    }\n    otherSkills\n    career {\n      title\n      author\n      year\n      description\n      image {\n        url\n        width\n        height\n        alt\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment TalentDetailsFields on Talent {\n    about\n    nationality\n    languages {\n      name\n      flag\n    }\n    otherSkills\n    career {\n      title\n      author\n      year\n      description\n      image {\n        url\n        width\n        height\n        alt\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ContentBrandSites($brand: BrandKey!, $host: String!) {\n    brand(key: $brand) {\n      key\n      name\n      highlightCategories {\n        slug\n        path\n      }\n    }\n    brands {\n      key\n      name\n      siteUrl(currentHost: $host)\n    }\n  }\n',
): (typeof documents)['\n  query ContentBrandSites($brand: BrandKey!, $host: String!) {\n    brand(key: $brand) {\n      key\n      name\n      highlightCategories {\n        slug\n        path\n      }\n    }\n    brands {\n      key\n      name\n      siteUrl(currentHost: $host)\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ContentHighlightCategories($brand: BrandKey!) {\n    brand(key: $brand) {\n      name\n      highlightCategories {\n        slug\n        path\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ContentHighlightCategories($brand: BrandKey!) {\n    brand(key: $brand) {\n      name\n      highlightCategories {\n        slug\n        path\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AboutPage($brand: BrandKey!, $locale: Locale) {\n    content(brand: $brand, type: "about_us", locale: $locale) {\n      title\n      html\n    }\n    brandLogos(brand: $brand) {\n      url\n      width\n      height\n      alt\n    }\n    socialLinks(brand: $brand) {\n      network\n      label\n      url\n    }\n  }\n',
): (typeof documents)['\n  query AboutPage($brand: BrandKey!, $locale: Locale) {\n    content(brand: $brand, type: "about_us", locale: $locale) {\n      title\n      html\n    }\n    brandLogos(brand: $brand) {\n      url\n      width\n      height\n      alt\n    }\n    socialLinks(brand: $brand) {\n      network\n      label\n      url\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AboutPageFallback($brand: BrandKey!) {\n    content(brand: $brand, type: "about_us", locale: PT) {\n      title\n      html\n    }\n  }\n',
): (typeof documents)['\n  query AboutPageFallback($brand: BrandKey!) {\n    content(brand: $brand, type: "about_us", locale: PT) {\n      title\n      html\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ContactPage($brand: BrandKey!) {\n    staff(brand: $brand) {\n      id\n      name\n      role\n      email\n      phone\n      phoneHref\n      featured\n    }\n    contactInfo(brand: $brand) {\n      email\n      phone\n      address\n      whatsapp\n      latitude\n      longitude\n    }\n    contactLinks(brand: $brand) {\n      kind\n      label\n      url\n    }\n  }\n',
): (typeof documents)['\n  query ContactPage($brand: BrandKey!) {\n    staff(brand: $brand) {\n      id\n      name\n      role\n      email\n      phone\n      phoneHref\n      featured\n    }\n    contactInfo(brand: $brand) {\n      email\n      phone\n      address\n      whatsapp\n      latitude\n      longitude\n    }\n    contactLinks(brand: $brand) {\n      kind\n      label\n      url\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SubmitScoutingApplication($brand: BrandKey!, $input: ScoutingApplicationInput!, $photos: [Upload!]!) {\n    submitScoutingApplication(brand: $brand, input: $input, photos: $photos) {\n      ...SubmissionResultFields\n    }\n  }\n',
): (typeof documents)['\n  mutation SubmitScoutingApplication($brand: BrandKey!, $input: ScoutingApplicationInput!, $photos: [Upload!]!) {\n    submitScoutingApplication(brand: $brand, input: $input, photos: $photos) {\n      ...SubmissionResultFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ScoutingCities($country: ID!, $locale: Locale) {\n    cities(country: $country, locale: $locale) {\n      id\n      value\n    }\n  }\n',
): (typeof documents)['\n  query ScoutingCities($country: ID!, $locale: Locale) {\n    cities(country: $country, locale: $locale) {\n      id\n      value\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RequestQuote($brand: BrandKey!, $input: QuoteRequestInput!) {\n    requestQuote(brand: $brand, input: $input) {\n      ...SubmissionResultFields\n    }\n  }\n',
): (typeof documents)['\n  mutation RequestQuote($brand: BrandKey!, $input: QuoteRequestInput!) {\n    requestQuote(brand: $brand, input: $input) {\n      ...SubmissionResultFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SendContactMessage($brand: BrandKey!, $input: ContactMessageInput!) {\n    sendContactMessage(brand: $brand, input: $input) {\n      ...SubmissionResultFields\n    }\n  }\n',
): (typeof documents)['\n  mutation SendContactMessage($brand: BrandKey!, $input: ContactMessageInput!) {\n    sendContactMessage(brand: $brand, input: $input) {\n      ...SubmissionResultFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ScoutingOptions($locale: Locale) {\n    scoutingOptions(locale: $locale) {\n      countries {\n        id\n        value\n      }\n      licenses {\n        id\n        value\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ScoutingOptions($locale: Locale) {\n    scoutingOptions(locale: $locale) {\n      countries {\n        id\n        value\n      }\n      licenses {\n        id\n        value\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment SubmissionResultFields on SubmissionResult {\n    __typename\n    ... on SubmissionAccepted {\n      reference\n      queued\n    }\n    ... on InvalidInput {\n      fields {\n        path\n        message\n      }\n    }\n    ... on UpstreamUnavailable {\n      message\n    }\n    ... on RateLimited {\n      retryAfterSeconds\n      reason\n    }\n  }\n',
): (typeof documents)['\n  fragment SubmissionResultFields on SubmissionResult {\n    __typename\n    ... on SubmissionAccepted {\n      reference\n      queued\n    }\n    ... on InvalidInput {\n      fields {\n        path\n        message\n      }\n    }\n    ... on UpstreamUnavailable {\n      message\n    }\n    ... on RateLimited {\n      retryAfterSeconds\n      reason\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PostList(\n    $brand: BrandKey!\n    $kind: PostKind!\n    $locale: Locale\n    $search: String\n    $letter: String\n    $first: Int\n    $after: String\n  ) {\n    posts(brand: $brand, kind: $kind, locale: $locale, search: $search, letter: $letter, first: $first, after: $after) {\n      nodes {\n        ...PostCardFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      letters\n    }\n  }\n',
): (typeof documents)['\n  query PostList(\n    $brand: BrandKey!\n    $kind: PostKind!\n    $locale: Locale\n    $search: String\n    $letter: String\n    $first: Int\n    $after: String\n  ) {\n    posts(brand: $brand, kind: $kind, locale: $locale, search: $search, letter: $letter, first: $first, after: $after) {\n      nodes {\n        ...PostCardFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      letters\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HighlightList($brand: BrandKey!, $category: String!, $locale: Locale, $first: Int, $after: String) {\n    highlights(brand: $brand, category: $category, locale: $locale, first: $first, after: $after) {\n      nodes {\n        ...PostCardFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query HighlightList($brand: BrandKey!, $category: String!, $locale: Locale, $first: Int, $after: String) {\n    highlights(brand: $brand, category: $category, locale: $locale, first: $first, after: $after) {\n      nodes {\n        ...PostCardFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MediaFields on Media {\n    __typename\n    ... on Image {\n      url\n      width\n      height\n      alt\n    }\n    ... on HostedVideo {\n      url\n      poster {\n        url\n        width\n        height\n        alt\n      }\n    }\n    ... on YoutubeVideo {\n      videoId\n      embedUrl\n      thumbnail {\n        url\n        width\n        height\n        alt\n      }\n    }\n    ... on VimeoVideo {\n      videoId\n      hash\n      embedUrl\n    }\n  }\n',
): (typeof documents)['\n  fragment MediaFields on Media {\n    __typename\n    ... on Image {\n      url\n      width\n      height\n      alt\n    }\n    ... on HostedVideo {\n      url\n      poster {\n        url\n        width\n        height\n        alt\n      }\n    }\n    ... on YoutubeVideo {\n      videoId\n      embedUrl\n      thumbnail {\n        url\n        width\n        height\n        alt\n      }\n    }\n    ... on VimeoVideo {\n      videoId\n      hash\n      embedUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PostCardFields on PostCard {\n    id\n    slug\n    title\n    path\n    createdAt\n    excerpt\n    cover {\n      url\n      width\n      height\n      alt\n    }\n    coverVideo {\n      ...MediaFields\n    }\n  }\n',
): (typeof documents)['\n  fragment PostCardFields on PostCard {\n    id\n    slug\n    title\n    path\n    createdAt\n    excerpt\n    cover {\n      url\n      width\n      height\n      alt\n    }\n    coverVideo {\n      ...MediaFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PostDetail($brand: BrandKey!, $kind: PostKind!, $slug: String, $id: ID, $category: String, $locale: Locale) {\n    post(brand: $brand, kind: $kind, slug: $slug, id: $id, category: $category, locale: $locale) {\n      id\n      slug\n      kind\n      title\n      path\n      createdAt\n      description\n      content\n      category\n      spotifyUrl\n      cover {\n        url\n        width\n        height\n        alt\n      }\n      slides {\n        ...MediaFields\n      }\n      sections {\n        key\n        html\n      }\n      sinopse {\n        subtitle\n        year\n        description\n      }\n      awards {\n        title\n        subtitle\n        year\n        description\n        cover {\n          url\n          width\n          height\n          alt\n        }\n      }\n      previous {\n        id\n        title\n        path\n      }\n      next {\n        id\n        title\n        path\n      }\n      translations {\n        locale\n        path\n      }\n    }\n  }\n',
): (typeof documents)['\n  query PostDetail($brand: BrandKey!, $kind: PostKind!, $slug: String, $id: ID, $category: String, $locale: Locale) {\n    post(brand: $brand, kind: $kind, slug: $slug, id: $id, category: $category, locale: $locale) {\n      id\n      slug\n      kind\n      title\n      path\n      createdAt\n      description\n      content\n      category\n      spotifyUrl\n      cover {\n        url\n        width\n        height\n        alt\n      }\n      slides {\n        ...MediaFields\n      }\n      sections {\n        key\n        html\n      }\n      sinopse {\n        subtitle\n        year\n        description\n      }\n      awards {\n        title\n        subtitle\n        year\n        description\n        cover {\n          url\n          width\n          height\n          alt\n        }\n      }\n      previous {\n        id\n        title\n        path\n      }\n      next {\n        id\n        title\n        path\n      }\n      translations {\n        locale\n        path\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Shell($brand: BrandKey!, $host: String!, $locale: Locale) {\n    brand(key: $brand) {\n      id\n      code\n      key\n      name\n      color\n      content\n      domains\n      menu(locale: $locale) {\n        left {\n          ...ShellMenuItem\n        }\n        right {\n          ...ShellMenuItem\n        }\n      }\n      footerLinks {\n        network\n        label\n        url\n      }\n      footerContact {\n        email\n        phone\n      }\n    }\n    brands {\n      code\n      key\n      name\n      color\n      domains\n      siteUrl(currentHost: $host)\n    }\n  }\n\n  fragment ShellMenuItem on MenuItem {\n    key\n    kind\n    href\n    label\n    children {\n      key\n      kind\n      href\n      label\n    }\n  }\n',
): (typeof documents)['\n  query Shell($brand: BrandKey!, $host: String!, $locale: Locale) {\n    brand(key: $brand) {\n      id\n      code\n      key\n      name\n      color\n      content\n      domains\n      menu(locale: $locale) {\n        left {\n          ...ShellMenuItem\n        }\n        right {\n          ...ShellMenuItem\n        }\n      }\n      footerLinks {\n        network\n        label\n        url\n      }\n      footerContact {\n        email\n        phone\n      }\n    }\n    brands {\n      code\n      key\n      name\n      color\n      domains\n      siteUrl(currentHost: $host)\n    }\n  }\n\n  fragment ShellMenuItem on MenuItem {\n    key\n    kind\n    href\n    label\n    children {\n      key\n      kind\n      href\n      label\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BrandSites($host: String!) {\n    brands {\n      key\n      siteUrl(currentHost: $host)\n    }\n  }\n',
): (typeof documents)['\n  query BrandSites($host: String!) {\n    brands {\n      key\n      siteUrl(currentHost: $host)\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HomeContent($brand: BrandKey!) {\n    home(brand: $brand) {\n      title\n      subtitle\n      backgroundImage {\n        url\n        width\n        height\n        alt\n      }\n      backgroundVideo {\n        url\n        poster {\n          url\n          width\n          height\n          alt\n        }\n      }\n      introImages {\n        url\n        width\n        height\n        alt\n      }\n      modal {\n        title\n        html\n        image {\n          url\n          width\n          height\n          alt\n        }\n        ctaLabel\n        ctaHref\n      }\n    }\n  }\n',
): (typeof documents)['\n  query HomeContent($brand: BrandKey!) {\n    home(brand: $brand) {\n      title\n      subtitle\n      backgroundImage {\n        url\n        width\n        height\n        alt\n      }\n      backgroundVideo {\n        url\n        poster {\n          url\n          width\n          height\n          alt\n        }\n      }\n      introImages {\n        url\n        width\n        height\n        alt\n      }\n      modal {\n        title\n        html\n        image {\n          url\n          width\n          height\n          alt\n        }\n        ctaLabel\n        ctaHref\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TalentCardFields on TalentCard {\n    id\n    name\n    slug\n    gender\n    cover {\n      url\n      width\n      height\n      alt\n    }\n    cover2 {\n      url\n      width\n      height\n      alt\n    }\n    measures {\n      key\n      metric\n      imperial\n    }\n  }\n',
): (typeof documents)['\n  fragment TalentCardFields on TalentCard {\n    id\n    name\n    slug\n    gender\n    cover {\n      url\n      width\n      height\n      alt\n    }\n    cover2 {\n      url\n      width\n      height\n      alt\n    }\n    measures {\n      key\n      metric\n      imperial\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TalentList(\n    $brand: BrandKey!\n    $category: String\n    $search: String\n    $letter: String\n    $first: Int\n    $after: String\n  ) {\n    talents(brand: $brand, category: $category, search: $search, letter: $letter, first: $first, after: $after) {\n      nodes {\n        ...TalentCardFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      letters\n    }\n  }\n',
): (typeof documents)['\n  query TalentList(\n    $brand: BrandKey!\n    $category: String\n    $search: String\n    $letter: String\n    $first: Int\n    $after: String\n  ) {\n    talents(brand: $brand, category: $category, search: $search, letter: $letter, first: $first, after: $after) {\n      nodes {\n        ...TalentCardFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      letters\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TalentsByIds($brand: BrandKey!, $ids: [ID!]!) {\n    talentsByIds(brand: $brand, ids: $ids) {\n      ...TalentCardFields\n    }\n  }\n',
): (typeof documents)['\n  query TalentsByIds($brand: BrandKey!, $ids: [ID!]!) {\n    talentsByIds(brand: $brand, ids: $ids) {\n      ...TalentCardFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BrandTalentCategories($brand: BrandKey!) {\n    brand(key: $brand) {\n      key\n      name\n      content\n      talentCategories {\n        slug\n        key\n        path\n      }\n    }\n  }\n',
): (typeof documents)['\n  query BrandTalentCategories($brand: BrandKey!) {\n    brand(key: $brand) {\n      key\n      name\n      content\n      talentCategories {\n        slug\n        key\n        path\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TalentProfile($brand: BrandKey!, $id: ID!, $category: String) {\n    talent(brand: $brand, id: $id, category: $category) {\n      id\n      name\n      slug\n      path\n      listedPath\n      gender\n      cover {\n        url\n        width\n        height\n        alt\n      }\n      cover2 {\n        url\n        width\n        height\n        alt\n      }\n      book {\n        url\n        width\n        height\n        alt\n      }\n      gallery {\n        url\n        width\n        height\n        alt\n      }\n      videos {\n        __typename\n        ... on HostedVideo {\n          url\n          poster {\n            url\n            alt\n          }\n        }\n        ... on YoutubeVideo {\n          videoId\n          embedUrl\n          thumbnail {\n            url\n            alt\n          }\n        }\n        ... on VimeoVideo {\n          videoId\n          hash\n          embedUrl\n        }\n        ... on Image {\n          url\n          alt\n        }\n      }\n      measures {\n        key\n        metric\n        imperial\n      }\n      socials {\n        network\n        handle\n        url\n        followers\n      }\n      ...TalentDetailsFields\n      previous {\n        id\n        name\n        path\n      }\n      next {\n        id\n        name\n        path\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TalentProfile($brand: BrandKey!, $id: ID!, $category: String) {\n    talent(brand: $brand, id: $id, category: $category) {\n      id\n      name\n      slug\n      path\n      listedPath\n      gender\n      cover {\n        url\n        width\n        height\n        alt\n      }\n      cover2 {\n        url\n        width\n        height\n        alt\n      }\n      book {\n        url\n        width\n        height\n        alt\n      }\n      gallery {\n        url\n        width\n        height\n        alt\n      }\n      videos {\n        __typename\n        ... on HostedVideo {\n          url\n          poster {\n            url\n            alt\n          }\n        }\n        ... on YoutubeVideo {\n          videoId\n          embedUrl\n          thumbnail {\n            url\n            alt\n          }\n        }\n        ... on VimeoVideo {\n          videoId\n          hash\n          embedUrl\n        }\n        ... on Image {\n          url\n          alt\n        }\n      }\n      measures {\n        key\n        metric\n        imperial\n      }\n      socials {\n        network\n        handle\n        url\n        followers\n      }\n      ...TalentDetailsFields\n      previous {\n        id\n        name\n        path\n      }\n      next {\n        id\n        name\n        path\n      }\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
