import type { GatewayContext } from '../../context';
import { UpstreamError } from '../../upstream/errors';
import type { RestOption } from '../../upstream/rest';
import type { CastingColour, CastingColours } from './casting';

type Deps = Pick<GatewayContext, 'store' | 'upstream'>;

interface RestColourLists {
  hair?: RestOption[] | null;
  eyes?: RestOption[] | null;
}

/**
 * One attribute list in both languages, paired by id: the English value is the one filters name
 * (what the back-end stores on a talent), each language's value its label. Rows without an id or a
 * value are left out (noted).
 */
export function pairColours(
  english: readonly RestOption[] | null | undefined,
  portuguese: readonly RestOption[] | null | undefined,
  note: (sample: string) => void = () => {},
): CastingColour[] {
  const pt = new Map((portuguese ?? []).map((row) => [String(row.id), row.value?.trim() ?? '']));
  return (english ?? []).flatMap((row) => {
    const value = row.value?.trim() ?? '';
    if (row.id === undefined || row.id === null || value === '') {
      note(`colour ${JSON.stringify(row)}`);
      return [];
    }
    const id = String(row.id);
    return [{ id, value, labels: { en: value, pt: pt.get(id) || value } }];
  });
}

/**
 * The hair and eye colours of the integration service's attribute lists (the family's
 * `hair=<lang>&eyes=<lang>`, once per language), kept in the store like every read: the casting
 * filters offer them and read talents' colours against them. No colours at all is an error, so
 * the store keeps the last good lists and nothing empty is cached.
 */
export function castingColours(ctx: Deps): Promise<CastingColours> {
  return ctx.store.get({ type: 'options', brand: 'manager', locale: 'pt', args: { list: 'casting' } }, async () => {
    const backend = ctx.upstream.route('talents.attributes', 'cq-empresariamento');
    // Both languages' answers are sampled against the contract (upstream.call does).
    const ask = (language: 'pt' | 'en'): Promise<RestColourLists> =>
      ctx.upstream.call('talents.attributes', backend, { query: { language, hair: language, eyes: language } });
    const [en, pt] = await Promise.all([ask('en'), ask('pt')]);
    const drift = ctx.upstream.drift(backend, 'talents.attributes');
    const dropped = (sample: string) => drift('row_dropped', sample);
    const colours = { hair: pairColours(en?.hair, pt?.hair, dropped), eyes: pairColours(en?.eyes, pt?.eyes, dropped) };
    if (colours.hair.length === 0 && colours.eyes.length === 0) {
      throw new UpstreamError('UPSTREAM_BAD_STATUS', backend, `${backend} lists no hair or eye colours`, 200);
    }
    return colours;
  });
}
