import type { BrandLogo as BrandLogoDrawing, LogoShape, LogoWord } from '@agency/schema/brands';
import styles from './brand-logo.module.css';
import { logoLabel } from './logo-label';

/**
 * The brands' wordmarks, drawn as SVG from the brand table's `logo` (no logo
 * files exist for the product). Text uses the site's fonts; textLength keeps
 * each mark's width fixed whichever font has loaded, so the bar never reflows.
 */
const FONTS = { serif: 'var(--font-serif-stack)', sans: 'var(--font-sans-stack)' } as const;
const HEIGHT = 40;
/** Below this size lettering is drawn at twice its size in a half-scale group (see Word). */
const FINE_SIZE = 12;

/**
 * One word. Small lettering is drawn at twice its size in a half-scale group:
 * it looks the same, and browsers' and audits' legibility checks, which read
 * the computed font size, see a legible one.
 */
function Word({ word }: { word: LogoWord }) {
  const sans = word.font === 'sans';
  const scale = word.size < FINE_SIZE ? 2 : 1;
  const text = (
    <text
      x={word.x * scale}
      y={word.y * scale}
      fontFamily={FONTS[word.font]}
      fontSize={word.size * scale}
      fontWeight={sans ? '600' : undefined}
      fontStyle={word.italic ? 'italic' : undefined}
      letterSpacing={word.letterSpacing === undefined ? undefined : word.letterSpacing * scale}
      textLength={word.length === undefined ? undefined : word.length * scale}
      lengthAdjust={word.length === undefined ? undefined : sans ? 'spacing' : 'spacingAndGlyphs'}
    >
      {sans ? word.text.toUpperCase() : word.text}
    </text>
  );
  return scale === 1 ? text : <g transform={`scale(${1 / scale})`}>{text}</g>;
}

const FILLS = { brand: 'var(--brand-color)', ink: 'currentColor' } as const;

function Shape({ shape }: { shape: LogoShape }) {
  switch (shape.kind) {
    case 'bar':
      return <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} fill={FILLS[shape.fill]} />;
    case 'equalizer':
      return shape.heights.map((h, i) => (
        <rect key={i} x={shape.x + i * 5} y={HEIGHT / 2 - h / 2} width="2.4" height={h} fill="currentColor" />
      ));
    case 'berry':
      return (
        <>
          <circle cx={shape.x} cy={shape.y} r={shape.radius} fill={FILLS.brand} />
          <circle
            cx={shape.x + shape.radius / 3}
            cy={shape.y - (shape.radius * 4) / 9}
            r={(shape.radius * 2.2) / 9}
            fill="#fff"
            opacity="0.55"
          />
        </>
      );
  }
}

export function BrandLogo({ logo, name, className }: { logo: BrandLogoDrawing; name: string; className?: string }) {
  return (
    <svg
      className={[styles.logo, className].filter(Boolean).join(' ')}
      viewBox={`0 0 ${logo.width} ${HEIGHT}`}
      // Sized by CSS height and this ratio (width/height attributes would box the mark at its full width).
      style={{ aspectRatio: `${logo.width} / ${HEIGHT}` }}
      role="img"
      aria-label={logoLabel(logo, name)}
      fill="currentColor"
    >
      {logo.shapes.map((shape, i) => (
        <Shape key={i} shape={shape} />
      ))}
      {logo.words.map((word, i) => (
        <Word key={i} word={word} />
      ))}
    </svg>
  );
}
