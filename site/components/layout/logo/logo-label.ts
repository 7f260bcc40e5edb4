/** The words each mark draws, in order (the <text> elements of brand-logo.tsx). */
const DRAWN_WORDS: Record<string, readonly string[]> = {
  jabuticaba: ['Jabuticaba', 'Casting'],
  digital: ['CQ', 'Digital'],
  music: ['CQ', 'Music'],
  cultural: ['CQ', 'Cultural'],
};
const DEFAULT_WORDS = ['CQ', 'Empresariamento'];

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * The mark's spoken name. A link named by the logo must contain the words seen on screen,
 * in order (WCAG 2.5.3, axe label-content-name-mismatch): Jabuticaba's mark also reads
 * 'CASTING', and a brand renamed in the back-end may no longer match its mark.
 */
export function logoLabel(brand: string, name: string): string {
  const drawn = DRAWN_WORDS[brand] ?? DEFAULT_WORDS;
  const nameWords = words(name);
  const drawnWords = drawn.map((w) => w.toLowerCase());
  const joined = ` ${nameWords.join(' ')} `;
  if (joined.includes(` ${drawnWords.join(' ')} `)) return name;
  const drawnText = drawn.join(' ');
  return nameWords.every((w) => drawnWords.includes(w)) ? drawnText : `${drawnText}, ${name}`;
}
