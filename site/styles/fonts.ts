import localFont from 'next/font/local';

// Served from the project (the @fontsource packages), never from a font CDN:
// the build and the site work offline. Latin covers Portuguese and English.
export const sans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-sans',
});

export const serif = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2',
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
