import { getTranslations } from 'next-intl/server';
import { mapsEmbedUrl, mapsSearchUrl } from '@/lib/content/contact';
import { MapEmbedToggle } from './map-embed-toggle';
import styles from './contact-map.module.css';

/**
 * The contact map. What is painted first needs no outside service: a drawn
 * street plan with the pin, the address and an 'open in maps' link (a maps
 * search). The interactive map (zoom 15) is an iframe created only when the
 * visitor asks for it, so the page works offline and loads nothing foreign.
 */
export async function ContactMap({
  address,
  latitude,
  longitude,
}: {
  address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}) {
  if (!address && (latitude == null || longitude == null)) return null;
  const t = await getTranslations('content.contact');
  const search = mapsSearchUrl(address ?? `${latitude},${longitude}`);
  return (
    <section className={styles.map} aria-label={t('map')} data-testid="contact-map">
      <MapEmbedToggle
        src={mapsEmbedUrl({ address, latitude, longitude })}
        title={t('mapTitle')}
        loadLabel={t('mapLoad')}
      >
        <svg className={styles.plan} viewBox="0 0 600 300" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
          <rect width="600" height="300" fill="#ebe7e1" />
          <g stroke="#fff" strokeLinecap="round">
            <path d="M-20 210 L620 120" strokeWidth="18" />
            <path d="M140 -20 L230 320" strokeWidth="12" />
            <path d="M380 -20 L420 320" strokeWidth="14" />
            <path d="M-20 60 L620 40" strokeWidth="8" />
            <path d="M-20 280 L620 250" strokeWidth="8" />
            <path d="M520 -20 L560 320" strokeWidth="6" />
            <path d="M40 -20 L70 320" strokeWidth="6" />
          </g>
          <rect x="250" y="55" width="110" height="60" fill="#dcd6cd" />
          <rect x="440" y="160" width="70" height="75" fill="#d4dccd" />
          <rect x="80" y="225" width="120" height="40" fill="#dcd6cd" />
          <g transform="translate(300 150)">
            <circle r="26" fill="rgb(0 0 0 / 0.12)" />
            <path d="M0 6 C-12 -8 -14 -14 -14 -20 A14 14 0 1 1 14 -20 C14 -14 12 -8 0 6Z" fill="#0b0b0b" />
            <circle cy="-20" r="5" fill="#f7f5f2" />
          </g>
        </svg>
      </MapEmbedToggle>
      <div className={styles.caption}>
        {address ? <address className={styles.address}>{address}</address> : null}
        <a className={styles.open} href={search} target="_blank" rel="noopener noreferrer">
          {t('mapOpen')}
        </a>
      </div>
    </section>
  );
}
