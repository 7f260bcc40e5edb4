import styles from './brand-logo.module.css';
import { logoLabel } from './logo-label';

/**
 * The brands' wordmarks, drawn here as SVG (no logo files exist for the
 * product). Text uses the site's fonts; textLength keeps each mark's width
 * fixed whichever font has loaded, so the bar never reflows.
 */
const SERIF = 'var(--font-serif-stack)';
const SANS = 'var(--font-sans-stack)';

/**
 * Small lettering (under 12 px at the mark's size), drawn at twice its size in
 * a half-scale group: it looks the same, and browsers' and audits' legibility
 * checks, which read the computed font size, see a legible one.
 */
function FineText({
  x,
  y,
  fontSize,
  letterSpacing,
  textLength,
  children,
}: {
  x: number;
  y: number;
  fontSize: number;
  letterSpacing: number;
  textLength?: number;
  children: string;
}) {
  return (
    <g transform="scale(0.5)">
      <text
        x={x * 2}
        y={y * 2}
        fontFamily={SANS}
        fontSize={fontSize * 2}
        fontWeight="600"
        letterSpacing={letterSpacing * 2}
        textLength={textLength === undefined ? undefined : textLength * 2}
        lengthAdjust={textLength === undefined ? undefined : 'spacing'}
      >
        {children}
      </text>
    </g>
  );
}

function Marks({ brand }: { brand: string }) {
  switch (brand) {
    case 'jabuticaba':
      return (
        <>
          <circle cx="14" cy="20" r="9" fill="var(--brand-color)" />
          <circle cx="17" cy="16" r="2.2" fill="#fff" opacity="0.55" />
          <text
            x="32"
            y="28"
            fontFamily={SERIF}
            fontSize="26"
            fontStyle="italic"
            textLength="148"
            lengthAdjust="spacingAndGlyphs"
          >
            Jabuticaba
          </text>
          <FineText x={184} y={28} fontSize={8.5} letterSpacing={2.4}>
            CASTING
          </FineText>
        </>
      );
    case 'digital':
      return (
        <>
          <text x="0" y="28" fontFamily={SERIF} fontSize="30" textLength="44" lengthAdjust="spacingAndGlyphs">
            CQ
          </text>
          <rect x="52" y="9" width="3" height="22" fill="var(--brand-color)" />
          <text
            x="64"
            y="26"
            fontFamily={SANS}
            fontSize="13"
            fontWeight="600"
            letterSpacing="6"
            textLength="104"
            lengthAdjust="spacing"
          >
            DIGITAL
          </text>
        </>
      );
    case 'music':
      return (
        <>
          <text x="0" y="28" fontFamily={SERIF} fontSize="30" textLength="44" lengthAdjust="spacingAndGlyphs">
            CQ
          </text>
          {[6, 14, 20, 11, 17, 8].map((h, i) => (
            <rect key={i} x={54 + i * 5} y={20 - h / 2} width="2.4" height={h} fill="currentColor" />
          ))}
          <text
            x="92"
            y="26"
            fontFamily={SANS}
            fontSize="13"
            fontWeight="600"
            letterSpacing="6"
            textLength="84"
            lengthAdjust="spacing"
          >
            MUSIC
          </text>
        </>
      );
    case 'cultural':
      return (
        <>
          <text x="0" y="28" fontFamily={SERIF} fontSize="30" textLength="44" lengthAdjust="spacingAndGlyphs">
            CQ
          </text>
          <text
            x="56"
            y="26"
            fontFamily={SANS}
            fontSize="13"
            fontWeight="600"
            letterSpacing="6"
            textLength="124"
            lengthAdjust="spacing"
          >
            CULTURAL
          </text>
          <rect x="56" y="31" width="124" height="3" fill="var(--brand-color)" />
        </>
      );
    default:
      return (
        <>
          <text x="0" y="28" fontFamily={SERIF} fontSize="30" textLength="44" lengthAdjust="spacingAndGlyphs">
            CQ
          </text>
          <rect x="52" y="9" width="1" height="22" fill="currentColor" />
          <FineText x={62} y={25} fontSize={10.5} letterSpacing={3.6} textLength={170}>
            EMPRESARIAMENTO
          </FineText>
        </>
      );
  }
}

const WIDTHS: Record<string, number> = { jabuticaba: 232, digital: 172, music: 180, cultural: 184 };

export function BrandLogo({ brand, name, className }: { brand: string; name: string; className?: string }) {
  const width = WIDTHS[brand] ?? 236;
  return (
    <svg
      className={[styles.logo, className].filter(Boolean).join(' ')}
      viewBox={`0 0 ${width} 40`}
      // Sized by CSS height and this ratio (width/height attributes would box the mark at its full width).
      style={{ aspectRatio: `${width} / 40` }}
      role="img"
      aria-label={logoLabel(brand, name)}
      fill="currentColor"
    >
      <Marks brand={brand} />
    </svg>
  );
}
