/** WCAG relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4))) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The text colour to put on a brand colour: black or white, whichever has
 * more contrast (on #FEE600, #93AE06 and #FC6606 that is black; on the black
 * brands, white).
 */
export function textOnColor(hex: string): '#000000' | '#ffffff' {
  return contrastRatio(hex, '#000000') >= contrastRatio(hex, '#ffffff') ? '#000000' : '#ffffff';
}

/** CSS custom properties of a brand, set on <body> so every module can use the accent. */
export function brandCssVariables(color: string): Record<string, string> {
  const valid = /^#[0-9a-f]{6}$/i.test(color) ? color : '#000000';
  return { '--brand-color': valid, '--brand-on-color': textOnColor(valid) };
}
