import { getTranslations } from 'next-intl/server';
import { mapsEmbedUrl, mapsSearchUrl } from '@/lib/content/contact';
import { Icon } from '@/components/ui/icons';
import { MapEmbedToggle } from './map-embed-toggle';
import styles from './contact-map.module.css';

/**
 * The contact map. What is painted first needs no outside service and never looks like a map:
 * a panel saying what is there to load (the interactive Google map, only on request) with a
 * "show the map" button, above the address and an 'open in maps' link (a maps search). The
 * interactive map (zoom 15) is an iframe created only when the visitor asks for it, so the page
 * works offline and loads nothing foreign until then.
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
        offlineNote={t('mapOffline')}
      >
        <Icon name="pin" size={28} />
        <p className={styles.note}>{t('mapNote')}</p>
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
