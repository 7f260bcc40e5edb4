import { graphql } from '@/lib/gql';

/**
 * Everything the shell (navbar, switcher, footer, metadata) needs about the
 * current brand and its sister brands, in the page's language (`locale`: the
 * dropdowns filled with posts list that language's). `host` is the canonical host of the
 * current brand, so the cached page carries production links; the browser
 * refines the switcher's links for the host it is really on.
 */
export const ShellQuery = graphql(`
  query Shell($brand: BrandKey!, $host: String!, $locale: Locale) {
    brand(key: $brand) {
      id
      code
      key
      name
      color
      content
      domains
      menu(locale: $locale) {
        left {
          ...ShellMenuItem
        }
        right {
          ...ShellMenuItem
        }
      }
      footerLinks {
        network
        label
        url
      }
      footerContact {
        email
        phone
      }
    }
    brands {
      code
      key
      name
      color
      domains
      siteUrl(currentHost: $host)
    }
  }

  fragment ShellMenuItem on MenuItem {
    key
    kind
    href
    label
    children {
      key
      kind
      href
      label
    }
  }
`);

/** The switcher's links as seen from the host the browser is really on (keeps www, local ports). */
export const BrandSitesQuery = graphql(`
  query BrandSites($host: String!) {
    brands {
      key
      siteUrl(currentHost: $host)
    }
  }
`);

/** Home content of a brand: selector background, intro images and the initial modal. */
export const HomeContentQuery = graphql(`
  query HomeContent($brand: BrandKey!) {
    home(brand: $brand) {
      title
      subtitle
      backgroundImage {
        url
        width
        height
        alt
      }
      backgroundVideo {
        url
        poster {
          url
          width
          height
          alt
        }
      }
      introImages {
        url
        width
        height
        alt
      }
      modal {
        title
        html
        image {
          url
          width
          height
          alt
        }
        ctaLabel
        ctaHref
      }
    }
  }
`);
