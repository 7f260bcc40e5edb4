import { int, pick, type Rng } from '../prng';
import type { Palette } from './palette';

const f = (n: number) => n.toFixed(1);

function backdrop(w: number, h: number, p: Palette, rng: Rng): string {
  const angle = int(rng, 0, 359);
  const lx = f(w * (0.2 + rng() * 0.6));
  const ly = f(h * (0.15 + rng() * 0.4));
  const shapes: string[] = [];
  const count = int(rng, 2, 4);
  for (let k = 0; k < count; k++) {
    const r = Math.max(w, h) * (0.15 + rng() * 0.35);
    const cx = w * rng();
    const cy = h * rng();
    if (rng() < 0.5) {
      shapes.push(
        `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${k % 2 ? p.accent : p.mid}" opacity="${(0.12 + rng() * 0.18).toFixed(2)}"/>`,
      );
    } else {
      // An arc, like a paper backdrop edge or a lamp reflector.
      shapes.push(
        `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${p.accent}" stroke-width="${f(2 + rng() * 10)}" opacity="${(0.18 + rng() * 0.2).toFixed(2)}"/>`,
      );
    }
  }
  return `
  <defs>
    <linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)">
      <stop offset="0" stop-color="${p.light}"/><stop offset=".55" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.dark}"/>
    </linearGradient>
    <radialGradient id="lamp" cx="${lx}" cy="${ly}" r="${f(Math.max(w, h) * 0.7)}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#ffffff" stop-opacity=".55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.dark}" stop-opacity="0"/><stop offset="1" stop-color="${p.dark}" stop-opacity=".55"/>
    </linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  ${shapes.join('\n  ')}
  <rect width="${w}" height="${h}" fill="url(#lamp)"/>`;
}

/** Who a figure shows: a talent's gender, or anyone (posts, home images, talents of undefined gender). */
export type Figure = 'woman' | 'man' | 'any';

const HAIR = {
  long: '<path d="M -0.95 -0.2 C -1.1 -1.4 1.1 -1.45 0.98 -0.2 C 1.15 0.8 1.1 1.7 1.35 2.3 L -1.35 2.3 C -1.1 1.7 -1.15 0.8 -0.95 -0.2 Z"/>',
  bob: '<path d="M -0.95 -0.15 C -1.05 -1.38 1.05 -1.42 0.95 -0.15 C 1.0 0.3 1.02 0.6 1.08 0.86 C 0.92 0.95 0.76 0.88 0.7 0.6 L -0.7 0.6 C -0.76 0.88 -0.92 0.95 -1.08 0.86 C -1.02 0.6 -1.0 0.3 -0.95 -0.15 Z"/>',
  bun: '<circle cx="0.15" cy="-1.25" r="0.48"/><path d="M -0.86 -0.1 C -0.95 -1.2 0.95 -1.25 0.86 -0.1 Z"/>',
  curly:
    '<circle cx="-0.6" cy="-0.7" r="0.55"/><circle cx="0.1" cy="-1.0" r="0.6"/><circle cx="0.7" cy="-0.6" r="0.55"/><circle cx="-0.9" cy="0.1" r="0.4"/><circle cx="0.95" cy="0.15" r="0.4"/>',
  short: '<path d="M -0.88 -0.05 C -1.0 -1.3 1.0 -1.35 0.9 -0.05 C 0.7 -0.7 -0.7 -0.7 -0.88 -0.05 Z"/>',
  cropped: '<path d="M -0.83 -0.3 C -0.9 -1.2 0.9 -1.22 0.83 -0.3 C 0.62 -0.86 -0.62 -0.86 -0.83 -0.3 Z"/>',
  coils:
    '<circle cx="-0.5" cy="-0.72" r="0.4"/><circle cx="0" cy="-0.92" r="0.42"/><circle cx="0.5" cy="-0.72" r="0.4"/>',
} as const;
export type HairStyle = keyof typeof HAIR;

/** Hair styles by figure: long hair, buns and bobs for women; short, cropped hair and close coils for men. */
export const HAIR_STYLES: Record<Figure, readonly HairStyle[]> = {
  woman: ['long', 'bob', 'bun', 'curly'],
  man: ['short', 'cropped', 'coils'],
  any: ['long', 'bob', 'bun', 'curly', 'short', 'cropped', 'coils'],
};

/** Half the shoulders' width, in head radii: broader for men. */
const SHOULDERS: Record<Figure, [min: number, spread: number]> = {
  woman: [2.0, 0.35],
  man: [2.45, 0.45],
  any: [2.1, 0.5],
};

/** Head-and-shoulders silhouette in unit space (head radius 1, head centre at the origin). */
function figurePath(rng: Rng, who: Figure): { hair: HairStyle; shape: string } {
  const hair = pick(rng, HAIR_STYLES[who]);
  const [min, spread] = SHOULDERS[who];
  const sh = min + rng() * spread;
  const body = `M -0.36 0.85 L -0.4 1.55 C -0.6 1.9 -1.2 2.0 -${f(sh)} 2.35 C -3.1 2.7 -3.4 3.5 -3.55 6 L -3.6 14 L 3.6 14 L 3.55 6 C 3.4 3.5 3.1 2.7 ${f(sh)} 2.35 C 1.2 2.0 0.6 1.9 0.4 1.55 L 0.36 0.85 Z`;
  const head = '<ellipse cx="0" cy="0" rx="0.8" ry="1.02"/>';
  return { hair, shape: `${HAIR[hair]}<path d="${body}"/>${head}` };
}

function figure(x: number, y: number, scale: number, tilt: number, rng: Rng, p: Palette, who: Figure): string {
  const { hair, shape } = figurePath(rng, who);
  return `<g data-figure="${who}" data-hair="${hair}" transform="translate(${f(x)} ${f(y)}) scale(${scale.toFixed(2)}) rotate(${tilt.toFixed(1)})">
    <g fill="${p.accent}" opacity=".35" transform="translate(0.06 -0.04)">${shape}</g>
    <!-- Opacity on the group: overlapping parts (curls, hair) do not darken each other. -->
    <g fill="${p.figure}" opacity=".9">${shape}</g>
  </g>`;
}

/** A studio portrait of `who`: one figure, close or medium shot, slightly off-centre. */
export function portraitSvg(w: number, h: number, p: Palette, rng: Rng, who: Figure = 'any'): string {
  const head = Math.min(w, h) * (0.12 + rng() * 0.07);
  const x = w * (0.38 + rng() * 0.24);
  const y = h * (0.3 + rng() * 0.14);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  ${backdrop(w, h, p, rng)}
  ${figure(x, y, head, (rng() - 0.5) * 12, rng, p, who)}
  <rect y="${f(h * 0.7)}" width="${w}" height="${f(h * 0.3)}" fill="url(#floor)"/>
</svg>`;
}

/** A wide scene: a stage line with a spotlight and one to four figures. */
export function sceneSvg(w: number, h: number, p: Palette, rng: Rng): string {
  const horizon = h * (0.62 + rng() * 0.12);
  const count = int(rng, 1, 4);
  const figures: string[] = [];
  for (let k = 0; k < count; k++) {
    const head = h * (0.06 + rng() * 0.04);
    const x = w * ((k + 0.5 + (rng() - 0.5) * 0.4) / count) * 0.8 + w * 0.1;
    figures.push(figure(x, horizon - head * (3.2 + rng()), head, (rng() - 0.5) * 10, rng, p, 'any'));
  }
  const spot = w * (0.3 + rng() * 0.4);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  ${backdrop(w, h, p, rng)}
  <path d="M ${f(spot - w * 0.03)} 0 L ${f(spot + w * 0.03)} 0 L ${f(spot + w * 0.28)} ${f(horizon)} L ${f(spot - w * 0.28)} ${f(horizon)} Z" fill="#ffffff" opacity=".14"/>
  ${figures.join('\n  ')}
  <rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="${p.dark}" opacity=".6"/>
</svg>`;
}

const LOGO_WORDS = [
  'ATLAS',
  'Nuvem',
  'MARÉ',
  'orla',
  'Vértice',
  'IPÊ',
  'lume',
  'Brisa',
  'SOLAR',
  'Aurora',
  'FAUNA',
  'Ponte',
  'ritmo',
  'CAIS',
  'Prisma',
  'Terra',
];

/** A partner logo: a geometric mark and a wordmark, black on transparent. */
export function logoSvg(index: number, rng: Rng): string {
  const w = 480;
  const h = 200;
  const word = LOGO_WORDS[index % LOGO_WORDS.length]!;
  const mark = pick(rng, [
    '<circle cx="60" cy="100" r="38"/>',
    '<rect x="24" y="64" width="72" height="72" rx="4"/>',
    '<path d="M60 58 L100 138 L20 138 Z"/>',
    '<circle cx="60" cy="100" r="38" fill="none" stroke="#111" stroke-width="12"/>',
    '<path d="M22 100 A38 38 0 0 1 98 100 Z"/><path d="M22 110 A38 38 0 0 0 98 110 Z" opacity=".5"/>',
  ]);
  const serif = rng() < 0.4;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <g fill="#111">${mark}
  <text x="124" y="122" font-family="${serif ? 'DejaVu Serif, Liberation Serif, serif' : 'DejaVu Sans, Liberation Sans, sans-serif'}" font-size="58" font-weight="${serif ? 400 : 700}" letter-spacing="${serif ? 1 : 4}">${word}</text></g>
</svg>`;
}
