import localFont from 'next/font/local';

// Served from the project, never from a font CDN: the build and the site work offline. The files
// are the @fontsource ones cut to what the pages use (scripts/subset-fonts.mjs, `npm run codegen`):
// Latin (Portuguese and English), text's layout features, and Inter's weights 400 to 700 only
// (30 KB instead of 48 KB), so no stylesheet may ask for a sans weight outside that range.
export const sans = localFont({
  src: './fonts/inter-latin-wght-400-700.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-sans',
});

export const serif = localFont({
  src: [
    {
      path: './fonts/playfair-latin-400.woff2',
      weight: '400',
    },
    {
      path: './fonts/playfair-latin-600.woff2',
      weight: '600',
    },
  ],
  style: 'normal',
  display: 'swap',
  // Headings only: not preloaded, so on a slow phone link the two files never compete with the
  // first screen's image and scripts; the metric-matched fallback keeps the layout still while they load.
  preload: false,
  variable: '--font-serif',
});
