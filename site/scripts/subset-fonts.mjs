#!/usr/bin/env node
// Writes the site's web fonts (styles/fonts/*.woff2) from the @fontsource files, cut to what the
// pages use: the same characters as @fontsource's latin files (Portuguese and English, their
// punctuation, the euro sign), only the layout features text needs (harfbuzz's defaults: kerning,
// ligatures, marks), and Inter's weight axis limited to the weights the stylesheets ask for.
// Generated, committed and never edited: `npm run codegen` rewrites them and the test command
// fails when they are stale (scripts/check-generated.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(site, 'styles', 'fonts');

/** @fontsource's "latin" unicode-range, as [first, last] code points. */
const LATIN = [
  [0x0020, 0x007e],
  [0x00a0, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/**
 * The weights the stylesheets use for the sans face (400 to 700): styles/fonts.ts declares the
 * same range, so a weight outside it is drawn at the nearest end, never synthesised.
 */
const SANS_WEIGHTS = { min: 400, max: 700 };

const FONTS = [
  {
    from: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    to: 'inter-latin-wght-400-700.woff2',
    options: { variationAxes: { wght: SANS_WEIGHTS } },
  },
  {
    from: '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2',
    to: 'playfair-latin-400.woff2',
  },
  {
    from: '@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2',
    to: 'playfair-latin-600.woff2',
  },
];

const text = LATIN.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
).join('');

fs.mkdirSync(outDir, { recursive: true });
for (const font of FONTS) {
  const source = fs.readFileSync(path.join(site, 'node_modules', font.from));
  const subset = await subsetFont(source, text, { targetFormat: 'woff2', ...font.options });
  fs.writeFileSync(path.join(outDir, font.to), subset);
  console.log(`${font.to}: ${source.length} -> ${subset.length} bytes`);
}
