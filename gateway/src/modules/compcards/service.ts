import { createHash } from 'node:crypto';
import type { BrandDefinition } from '@agency/schema/brands';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../../config';
import type { ContentStore, StoreRead } from '../../store';
import type { Upstream } from '../../upstream/client';
import { slugify } from '../shared/text';
import { loadAllTalents } from '../talents/provider';
import type { SiteLocale } from '@agency/schema/locales';
import { createCardCache } from './cache';
import { createInFlightLimiter, type InFlightLimiter } from '../../security/in-flight';
import { createRateLimiter, ipKey, type RateLimiter } from '../../security/rate-limit';
import { createGate, type Gate } from './gate';
import { isoDay, PRINT_LABELS, printedDay } from './labels';
import type { BrandPrint, CardContent } from './layout';
import { createLayoutPool, type LayoutPool } from './layout-pool';
import { MEDIA_MAX_BYTES, type MediaPolicy } from './photos';
import { agencyContact, brandDomain, prepareTalent, recordingStore, type PreparedTalent } from './provider';
import type { CompCardRequest } from './request';

/** A generated document as the node layer sends it. */
export interface PdfAnswer {
  pdf: Buffer;
  filename: string;
  /** Strong validator of the bytes (If-None-Match answers 304). */
  etag: string;
  /** Whether it came from the cache (the x-comp-card-cache header: tests and the bench read it). */
  cache: 'hit' | 'miss';
}

/** The request named no talent the brand's back-end knows. */
export class UnknownTalentError extends Error {}

/** The caller's address asked for more generations than it may (a minute's quota, or too many at once): 429. */
export class TooManyCompCardsError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

export interface CompCardSettings {
  /** COMP_CARD_CACHE_MAX_BYTES: documents and prepared photos together; 0 turns the cache off. */
  cacheMaxBytes: number;
  /** COMP_CARD_CONCURRENCY: documents generated at once. */
  concurrency: number;
  /** COMP_CARD_QUEUE: generations waiting for a slot before new ones are refused (503). */
  queue: number;
  /** COMP_CARD_RATE_LIMIT_PER_MINUTE: generations (cache misses) one address may start a minute; 0 = no limit. */
  perClientPerMinute: number;
  /** COMP_CARD_MAX_IN_FLIGHT_PER_CLIENT: generations one address may have running or waiting at once. */
  maxInFlightPerClient: number;
  /** REDIS_URL: the two per-address counts are shared by every gateway instance when set. */
  redisUrl: string | null;
  media: MediaPolicy;
}

/**
 * Settings from the gateway's checked variables (config-vars.ts). Media is fetched only from the
 * back-ends' media bases (MEDIA_<BACKEND>_URL or `<base>/media/`) and the sources in MEDIA_HOSTS
 * (the same variable the site gives next/image), each within COMP_CARD_PHOTO_TIMEOUT_MS.
 */
export function compCardSettings(config: GatewayConfig): CompCardSettings {
  const { vars } = config;
  const sources = [
    ...config.mediaHosts,
    ...Object.values(config.backends).map((backend) => ({ origin: new URL(backend.mediaBase).origin, prefix: '/' })),
  ];
  return {
    cacheMaxBytes: vars.COMP_CARD_CACHE_MAX_BYTES,
    concurrency: vars.COMP_CARD_CONCURRENCY,
    queue: vars.COMP_CARD_QUEUE,
    perClientPerMinute: vars.COMP_CARD_RATE_LIMIT_PER_MINUTE,
    maxInFlightPerClient: vars.COMP_CARD_MAX_IN_FLIGHT_PER_CLIENT,
    redisUrl: config.redisUrl,
    media: { sources, timeoutMs: vars.COMP_CARD_PHOTO_TIMEOUT_MS, maxBytes: MEDIA_MAX_BYTES },
  };
}

interface Keep {
  pdf: PdfAnswer;
}

export interface CompCards {
  /** The document for `client` (the caller's address, or 'site'), which the per-address limits count. */
  answer(request: CompCardRequest, client: string): Promise<PdfAnswer>;
  gate: Gate;
  layout: LayoutPool;
  /** Addresses holding generation places now (tests: nothing is left behind). */
  clientsInFlight(): number;
  cacheStats(): { entries: number; bytes: number };
  close(): Promise<void>;
}

/** A place outlives a gateway instance that died holding it at most this long (Redis). */
const IN_FLIGHT_HOLD_MS = 120_000;
const MINUTE_MS = 60_000;

function brandPrint(brand: BrandDefinition, contact: string[], env: Record<string, string | undefined>): BrandPrint {
  return { name: brand.name, color: brand.color, domain: brandDomain(brand, env), contact };
}

function cardContent(talent: PreparedTalent, lang: SiteLocale): CardContent {
  const labels = PRINT_LABELS[lang];
  return {
    name: talent.name,
    measures: talent.measures.map((m) => ({
      key: m.key,
      label: labels.measures[m.key as keyof typeof labels.measures] ?? m.key,
      metric: m.metric,
      imperial: m.imperial ?? null,
    })),
    front: talent.front,
    back: talent.back,
  };
}

function finished(pdf: Buffer, filename: string): PdfAnswer {
  return {
    pdf,
    filename,
    etag: `"${createHash('sha256').update(pdf).digest('base64url').slice(0, 32)}"`,
    cache: 'miss',
  };
}

/**
 * Comp cards and shortlists: answered from the cache while the store entries they were built
 * from are current, otherwise generated through the gate (bounded concurrency and queue). Equal
 * requests in flight share one generation. Prepared photos are kept per talent on the same terms,
 * so a shortlist of talents whose cards were seen costs only the PDF encoding.
 */
export function createCompCards(deps: {
  store: ContentStore;
  upstream: Upstream;
  config: GatewayConfig;
  logger: Logger;
  settings: CompCardSettings;
  now?: () => Date;
}): CompCards {
  const { store, upstream, config, logger, settings } = deps;
  const now = deps.now ?? (() => new Date());
  // Half the budget for documents, half for prepared photos.
  const documents = createCardCache<Keep>(store, settings.cacheMaxBytes / 2);
  const talents = createCardCache<{ talent: PreparedTalent; reads: StoreRead[] }>(store, settings.cacheMaxBytes / 2);
  const gate = createGate({ concurrency: settings.concurrency, queue: settings.queue });
  // One worker per generation slot: layout never runs on the event loop.
  const layout = createLayoutPool(settings.concurrency);
  const inFlight = new Map<string, Promise<PdfAnswer>>();
  const reportRedis = (error: unknown) => logger.warn({ err: error }, 'comp-card limits: Redis unavailable');
  const perMinute: RateLimiter | null =
    settings.perClientPerMinute > 0
      ? createRateLimiter(settings.redisUrl, {
          prefix: 'compcards:rate:',
          whenUnavailable: 'allow',
          onError: reportRedis,
        })
      : null;
  const running: InFlightLimiter = createInFlightLimiter(settings.redisUrl, {
    prefix: 'compcards:inflight:',
    holdMs: IN_FLIGHT_HOLD_MS,
    onError: reportRedis,
  });
  const clientsLocally = new Map<string, number>();

  /**
   * The per-address bounds of a generation: at most maxInFlightPerClient at once, then at most
   * perClientPerMinute started a minute. Cache hits and joins of an equal generation already
   * running cost neither; a refusal by either is 429 and starts nothing.
   */
  async function admit(client: string): Promise<() => void> {
    const key = ipKey(client);
    const place = await running.acquire(key, settings.maxInFlightPerClient);
    if (!place.ok) {
      throw new TooManyCompCardsError(
        'A comp card for your address is still being generated; wait for it before asking for more.',
        5,
      );
    }
    if (perMinute) {
      const decision = await perMinute.consume(key, { limit: settings.perClientPerMinute, windowMs: MINUTE_MS });
      if (!decision.allowed) {
        place.release();
        const wait = 'retryAfterSeconds' in decision ? decision.retryAfterSeconds : 60;
        throw new TooManyCompCardsError(
          `Too many comp cards from your address: at most ${settings.perClientPerMinute} new documents a minute. Try again in ${wait} s.`,
          wait,
        );
      }
    }
    clientsLocally.set(key, (clientsLocally.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      place.release();
      const left = (clientsLocally.get(key) ?? 1) - 1;
      if (left > 0) clientsLocally.set(key, left);
      else clientsLocally.delete(key);
    };
  }

  async function talentFor(
    brand: BrandDefinition,
    id: string,
  ): Promise<{ talent: PreparedTalent; reads: StoreRead[] } | null> {
    const key = `${brand.key}|${id}`;
    const kept = talents.get(key);
    if (kept) return kept;
    const reads: StoreRead[] = [];
    const talent = await prepareTalent(
      { upstream, store: recordingStore(store, reads) },
      brand,
      id,
      settings.media,
      (url, reason) =>
        logger.warn({ brand: brand.key, talent: id, url, reason }, 'comp card photo missing; frame filled'),
    );
    if (!talent) return null;
    const prepared = { talent, reads };
    talents.set(key, prepared, talent.bytes, reads);
    return prepared;
  }

  /** Prepares several talents, four at a time (sharp works on libuv's four threads). */
  async function talentsFor(brand: BrandDefinition, ids: readonly string[]) {
    const out: ({ talent: PreparedTalent; reads: StoreRead[] } | null)[] = new Array(ids.length).fill(null);
    let next = 0;
    const worker = async () => {
      while (next < ids.length) {
        const i = next++;
        out[i] = await talentFor(brand, ids[i]!);
      }
    };
    await Promise.all(Array.from({ length: Math.min(4, ids.length) }, worker));
    return out.flatMap((t) => (t ? [t] : []));
  }

  async function contactFor(brand: BrandDefinition, reads: StoreRead[]): Promise<string[]> {
    return agencyContact({ upstream, store: recordingStore(store, reads) }, brand);
  }

  /**
   * The ids the brand lists (its every-album list, one store entry per brand), as the profile
   * page's `talent` query allows them: an unknown or hidden id costs no back-end call and no
   * store entry, and a talent taken off the list loses its card with the list's next refresh.
   */
  async function listedIds(brand: BrandDefinition, reads: StoreRead[]): Promise<Set<string>> {
    const list = await loadAllTalents({ upstream, store: recordingStore(store, reads) }, brand);
    return new Set(list.map((t) => String(t.id)));
  }

  async function generate(request: CompCardRequest, key: string, day: string): Promise<PdfAnswer> {
    const { brand, locale } = request;
    const labels = PRINT_LABELS[locale];
    const reads: StoreRead[] = [];
    const listed = await listedIds(brand, reads);
    const contact = await contactFor(brand, reads);
    const print = brandPrint(brand, contact, config.env);
    let answer: PdfAnswer;
    if (request.kind === 'card') {
      const found = listed.has(request.id) ? await talentFor(brand, request.id) : null;
      if (!found) throw new UnknownTalentError(`No talent ${request.id} at ${brand.name}.`);
      reads.push(...found.reads);
      const pdf = await layout.render({
        kind: 'card',
        document: { card: cardContent(found.talent, locale), brand: print, lang: labels.tag, subject: labels.compCard },
      });
      answer = finished(pdf, `${slugify(found.talent.name) || found.talent.id}-${slugify(brand.name)}.pdf`);
    } else {
      const found = await talentsFor(
        brand,
        request.ids.filter((id) => listed.has(id)),
      );
      if (found.length === 0) throw new UnknownTalentError(`None of these talents is at ${brand.name}.`);
      for (const f of found) reads.push(...f.reads);
      const pdf = await layout.render({
        kind: 'shortlist',
        document: {
          cards: found.map((f) => cardContent(f.talent, locale)),
          brand: print,
          lang: labels.tag,
          title: labels.shortlist,
          date: printedDay(day, locale),
          count: labels.talents(found.length),
        },
      });
      answer = finished(pdf, `${labels.shortlistFile}-${slugify(brand.name)}-${day}.pdf`);
    }
    documents.set(key, { pdf: answer }, answer.pdf.length, reads);
    return answer;
  }

  return {
    gate,
    layout,
    clientsInFlight: () => clientsLocally.size,
    async close() {
      await layout.close();
      await perMinute?.close();
      await running.close();
    },
    cacheStats: () => {
      const a = documents.stats();
      const b = talents.stats();
      return { entries: a.entries + b.entries, bytes: a.bytes + b.bytes };
    },
    async answer(request, client) {
      const day = isoDay(now());
      // Everything the bytes depend on: brand, language, the talents (canonical: sorted, each
      // once, request.ts), and the cover's day.
      const key =
        request.kind === 'card'
          ? `card|${request.brand.key}|${request.locale}|${request.id}`
          : `shortlist|${request.brand.key}|${request.locale}|${day}|${request.ids.join(',')}`;
      const kept = documents.get(key);
      if (kept) return { ...kept.pdf, cache: 'hit' };
      const pending = inFlight.get(key);
      if (pending) return pending;
      const release = await admit(client);
      // Another request for the same document may have started while the limits were asked.
      const joined = inFlight.get(key);
      if (joined) {
        release();
        return joined;
      }
      const started = gate
        .run(async () => documents.get(key)?.pdf ?? (await generate(request, key, day)))
        .finally(() => {
          inFlight.delete(key);
          release();
        });
      inFlight.set(key, started);
      return started;
    },
  };
}
