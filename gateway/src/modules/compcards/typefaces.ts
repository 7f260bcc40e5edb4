import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * The site's own typefaces (Inter for text, Playfair Display for names), from the same
 * @fontsource packages, so a printed card reads like the website. WOFF, not WOFF2: pdfkit's
 * subsetter fails on WOFF2 glyphs built from components (Ç, Ã).
 *
 * Each weight ships as two files, 'latin' (ASCII and Latin-1: every Portuguese letter) and
 * 'latin-ext' (Ł, ő, ğ...). Neither covers the other, so text is drawn in runs, each in the
 * file that has its glyphs: a name like 'Łucja Gonçalves' prints whole instead of with boxes.
 */
const require = createRequire(import.meta.url);

export type Face = 'serif' | 'sans' | 'sansMedium' | 'sansLight';

const FILES: Record<Face, { pkg: string; stem: string }> = {
  serif: { pkg: '@fontsource/playfair-display', stem: 'playfair-display' },
  sans: { pkg: '@fontsource/inter', stem: 'inter' },
  sansMedium: { pkg: '@fontsource/inter', stem: 'inter' },
  sansLight: { pkg: '@fontsource/inter', stem: 'inter' },
};
const WEIGHTS: Record<Face, number> = { serif: 400, sans: 400, sansMedium: 500, sansLight: 300 };
const SUBSETS = ['latin', 'latin-ext'] as const;

export interface FontFile {
  /** The name the file is registered under in a PDF document. */
  name: string;
  bytes: Buffer;
  glyphs: fontkit.Font;
}

let loaded: Record<Face, FontFile[]> | null = null;

/** Reads the font files once per process (about 200 KB). */
export function fontFiles(): Record<Face, FontFile[]> {
  if (loaded) return loaded;
  const out = {} as Record<Face, FontFile[]>;
  for (const face of Object.keys(FILES) as Face[]) {
    const { pkg, stem } = FILES[face];
    const dir = require.resolve(`${pkg}/package.json`).replace(/package\.json$/, 'files/');
    out[face] = SUBSETS.map((subset) => {
      const bytes = readFileSync(`${dir}${stem}-${subset}-${WEIGHTS[face]}-normal.woff`);
      return { name: `${face}-${subset}`, bytes, glyphs: fontkit.create(bytes) as fontkit.Font };
    });
  }
  loaded = out;
  return out;
}

export interface Run {
  font: string;
  text: string;
}

/**
 * Splits text into runs by the first file that has each character's glyph (the 'latin' file
 * when none has it, which draws its .notdef box: nothing better exists).
 */
export function runsOf(face: Face, text: string): Run[] {
  const files = fontFiles()[face];
  const runs: Run[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const file = files.find((f) => f.glyphs.hasGlyphForCodePoint(code)) ?? files[0]!;
    const last = runs.at(-1);
    if (last && last.font === file.name) last.text += char;
    else runs.push({ font: file.name, text: char });
  }
  return runs;
}
