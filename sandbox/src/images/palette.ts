import { mulberry32, pick, type Rng } from '../prng';

/** Editorial neutrals the brand colour is blended into, so placeholders look like studio backdrops. */
const NEUTRALS = [
  '#d9cbb8',
  '#c9b79c',
  '#b98b73',
  '#8c7b6b',
  '#6f7c85',
  '#a3b09a',
  '#d8b4a8',
  '#e8e1d6',
  '#5b5750',
  '#9aa3a8',
];

function parse(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function format([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parse(a);
  const [br, bg, bb] = parse(b);
  return format([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

export interface Palette {
  light: string;
  mid: string;
  dark: string;
  accent: string;
  figure: string;
}

/** Colours for one image: brand colour as a tint over warm neutrals; black brands stay monochrome-warm. */
export function palette(brandColor: string, rng: Rng): Palette {
  const isBlack = brandColor.toLowerCase() === '#000000';
  const base = pick(rng, NEUTRALS);
  const other = pick(rng, NEUTRALS);
  const tint = isBlack ? '#3a3632' : brandColor;
  const strength = isBlack ? 0.15 + rng() * 0.2 : 0.18 + rng() * 0.3;
  return {
    light: mix(mix(base, '#ffffff', 0.35), tint, strength * 0.6),
    mid: mix(other, tint, strength),
    dark: mix(mix(other, '#1b1917', 0.55), tint, strength * 0.5),
    accent: isBlack ? mix(base, '#ffffff', 0.5) : mix(brandColor, '#ffffff', 0.15),
    figure: mix('#1d1b19', tint, isBlack ? 0.05 : 0.12),
  };
}

export { mulberry32 };

/**
 * The four colours of a brand's hosted clip (slowly moving gradients, sandbox/assets/videos): a
 * dark, the brand colour itself, a tinted warm neutral and a light, so its stills sit in the brand's
 * palette as the photos do. Black brands get warm greys.
 */
export function clipColours(brandColor: string): [dark: string, brand: string, neutral: string, light: string] {
  const isBlack = brandColor.toLowerCase() === '#000000';
  const tint = isBlack ? '#3a3632' : brandColor.toLowerCase();
  return [
    mix('#2b211a', tint, isBlack ? 0.2 : 0.18),
    isBlack ? '#5b5750' : tint,
    mix('#c9b79c', tint, isBlack ? 0.1 : 0.35),
    mix('#e8e1d6', tint, isBlack ? 0.05 : 0.2),
  ];
}
