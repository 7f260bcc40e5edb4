import type { CSSProperties } from 'react';
import { ClientResponsiveImg } from '@/components/media/client-responsive-img';
import { MARQUEE_DESKTOP, MARQUEE_MOBILE } from '@/lib/content/constants';
import { marqueeDurationMs } from '@/lib/content/marquee';
import styles from './partner-marquee.module.css';

/**
 * The partner logo marquee: a CSS animation over two copies of the row (the
 * second hidden from assistive technology), 1900 ms per logo, logos 70 px
 * wide with 16 px space below 1024 px and 160/128 above. It stops under
 * reduced motion and while hovered.
 */
export function PartnerMarquee({
  logos,
  label,
}: {
  logos: readonly { url: string; alt: string; width?: number | null; height?: number | null }[];
  label: string;
}) {
  if (logos.length === 0) return null;
  const style = {
    '--marquee-duration': `${marqueeDurationMs(logos.length)}ms`,
    '--logo-width-mobile': `${MARQUEE_MOBILE.logoWidth}px`,
    '--logo-space-mobile': `${MARQUEE_MOBILE.space}px`,
    '--logo-width-desktop': `${MARQUEE_DESKTOP.logoWidth}px`,
    '--logo-space-desktop': `${MARQUEE_DESKTOP.space}px`,
  } as CSSProperties;
  // Logos are drawn at a fixed width (70 px on phones, 160 px above), so they are offered per pixel
  // density (1x, 2x of 160 px) rather than per width: two renditions in the srcset instead of seven.
  const row = (copy: number) => (
    <ul className={styles.row} aria-hidden={copy > 0 ? true : undefined}>
      {logos.map((logo, index) => (
        <li key={index} className={styles.logo}>
          <ClientResponsiveImg
            src={logo.url}
            alt={copy > 0 ? '' : logo.alt}
            width={MARQUEE_DESKTOP.logoWidth}
            height={Math.round(
              MARQUEE_DESKTOP.logoWidth * (logo.width && logo.height ? logo.height / logo.width : 0.5),
            )}
          />
        </li>
      ))}
    </ul>
  );
  return (
    <section className={styles.marquee} style={style} aria-label={label} data-testid="partner-marquee">
      <div className={styles.track}>
        {row(0)}
        {row(1)}
      </div>
    </section>
  );
}
