import type { BrandLogo } from '@agency/schema/brands';

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * The mark's spoken name. A link named by the logo must contain the words seen on screen,
 * in order (WCAG 2.5.3, axe label-content-name-mismatch): Jabuticaba's mark also reads
 * 'CASTING', and a brand renamed in the back-end may no longer match its mark.
 */
export function logoLabel(logo: Pick<BrandLogo, 'words'>, name: string): string {
  const drawn = logo.words.map((word) => word.text);
  const nameWords = words(name);
  const drawnWords = drawn.map((w) => w.toLowerCase());
  const joined = ` ${nameWords.join(' ')} `;
  if (joined.includes(` ${drawnWords.join(' ')} `)) return name;
  const drawnText = drawn.join(' ');
  return nameWords.every((w) => drawnWords.includes(w)) ? drawnText : `${drawnText}, ${name}`;
}
