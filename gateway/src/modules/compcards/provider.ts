import { brandDomains, type BrandDefinition } from '@agency/schema/brands';
import type { ContentDeps } from '../../context';
import type { ContentStore, StoreRead } from '../../store';
import { toContactInfo } from '../site/mappers';
import { loadContactInfos } from '../site/provider';
import { nonEmpty } from '../shared/text';
import type { Measure } from '../../generated/resolvers-types';
import { loadTalentProfile } from '../talents/provider';
import { BACK_PHOTOS, FRONT_PHOTO } from './layout';
import { fetchMedia, prepareForFrame, type MediaPolicy } from './photos';

/** The store, recording which entries answered each read (what a cached card stands for). */
export function recordingStore(store: ContentStore, reads: StoreRead[]): ContentStore {
  return {
    get: (key, load) => store.get(key, load, (read) => reads.push(read)),
    renew: (key, load, maxAgeMs) => store.renew(key, load, maxAgeMs, (read) => reads.push(read)),
    stillCurrent: (list) => store.stillCurrent(list),
    tracksVersions: store.tracksVersions,
    invalidate: (match) => store.invalidate(match),
    ping: () => store.ping(),
    close: () => store.close(),
  };
}

/** A talent ready to print: words from the store, photos fetched and prepared for their frames. */
export interface PreparedTalent {
  id: string;
  name: string;
  /** As the profile shows them (talents/measures.ts): metric, and imperial where it converts. */
  measures: Measure[];
  front: Buffer | null;
  back: (Buffer | null)[];
  /** Bytes held by the photos (the cache's bound counts them). */
  bytes: number;
}

/** The photos of the back: the book in its order without the cover, then the second cover if short. */
export function backPhotoUrls(talent: {
  cover: { url: string };
  cover2?: { url: string } | null;
  book: { url: string }[];
}) {
  const urls: string[] = [];
  for (const url of [...talent.book.map((b) => b.url), talent.cover2?.url]) {
    if (url && url !== talent.cover.url && !urls.includes(url)) urls.push(url);
    if (urls.length === BACK_PHOTOS.length) break;
  }
  return urls;
}

/**
 * Reads a talent's profile through the store (the same entry the profile page reads, so the
 * revalidate hook reaches both) and prepares its five photos. Null when the back-end does not
 * know the id. A photo that cannot be fetched or read is null: its frame is filled instead.
 */
export async function prepareTalent(
  deps: ContentDeps,
  brand: BrandDefinition,
  id: string,
  media: MediaPolicy,
  onMissingPhoto: (url: string, reason: string) => void,
): Promise<PreparedTalent | null> {
  const talent = await loadTalentProfile(deps, brand, id, null);
  if (!talent) return null;
  const photo = async (url: string | undefined, frame: (typeof BACK_PHOTOS)[number]) => {
    if (!url) return null;
    const fetched = await fetchMedia(url, media);
    if (!fetched.ok) {
      onMissingPhoto(url, fetched.reason);
      return null;
    }
    const prepared = await prepareForFrame(fetched.bytes, frame);
    if (!prepared) onMissingPhoto(url, 'not a readable image');
    return prepared;
  };
  const backUrls = backPhotoUrls(talent);
  const [front, ...back] = await Promise.all([
    photo(talent.cover.url, FRONT_PHOTO),
    ...BACK_PHOTOS.map((frame, i) => photo(backUrls[i], frame)),
  ]);
  const bytes = [front, ...back].reduce((sum, jpeg) => sum + (jpeg?.length ?? 0), 0);
  return { id: talent.id, name: talent.name, measures: talent.measures, front: front ?? null, back, bytes };
}

/**
 * The agency's contact lines as the gateway serves them (contactInfo): e-mail, phone and address,
 * with the fixed address of the brands whose panel data the site does not use. Empty when the
 * back-end cannot answer and nothing is stored: a card without contact still prints.
 */
export async function agencyContact(deps: ContentDeps, brand: BrandDefinition): Promise<string[]> {
  try {
    const info = toContactInfo(await loadContactInfos(deps, brand));
    const address = brand.fixedContact?.address ?? info.address;
    return [info.email, info.phone, address].flatMap((line) => nonEmpty(line) ?? []);
  } catch {
    return [];
  }
}

/** The brand's public domain (its first, as deployed: BRAND_DOMAINS_<KEY> overrides). */
export function brandDomain(brand: BrandDefinition, env: Record<string, string | undefined>): string | null {
  return brandDomains(brand, env)[0] ?? null;
}
