import { brandDomains, type BrandDefinition } from '@agency/schema/brands';
import type { QuotedTalent } from '@agency/schema/validation';
import type { ContentDeps } from '../../context';
import type { RestTalentSummary } from '../../upstream/rest';
import { genderOf, talentPath } from './mappers';
import { measuresFor } from './measures';
import { firstListingCategory, loadAllTalents } from './provider';

/**
 * The chosen talents of a quote request as the agency receives them: whole talent rows, as the
 * favourites map carries them. A talent the brand lists is described from the gateway's own lists (its name, the profile's address on the brand's public
 * site, the first category that lists it, the measures its profile shows), never from what the
 * visitor sent; one it does not list (gone since it was chosen) keeps the id and name as sent.
 * When the lists cannot be had at all, every talent goes as sent: a quote request is never refused
 * for that.
 */
export async function quotedTalents(
  deps: ContentDeps,
  brand: BrandDefinition,
  env: Record<string, string | undefined>,
  chosen: readonly { id: string; name: string }[],
): Promise<(QuotedTalent & Record<string, unknown>)[]> {
  let listed: Map<string, RestTalentSummary>;
  try {
    listed = new Map((await loadAllTalents(deps, brand)).map((t) => [String(t.id), t]));
  } catch {
    return chosen.map(({ id, name }) => ({ id, name }));
  }
  const origin = `https://${brandDomains(brand, env)[0]}`;
  const categoryOf = (id: string) =>
    firstListingCategory(deps, brand, id).then(
      (category) => category?.slug ?? null,
      () => null,
    );
  return Promise.all(
    chosen.map(async ({ id, name: sentName }): Promise<QuotedTalent & Record<string, unknown>> => {
      const talent = listed.get(id);
      if (!talent) return { id, name: sentName };
      const name = talent.name!.trim();
      const category = await categoryOf(id);
      const measures = Object.fromEntries(
        measuresFor(genderOf(talent.gender).key, talent).map((m) => [m.key, m.metric]),
      );
      // The whole row as the integration service sent it, then what the agency acts on.
      return {
        ...talent,
        id,
        name,
        url: `${origin}${talentPath(id, name, category)}`,
        ...(category ? { category } : {}),
        ...(Object.keys(measures).length ? { measures } : {}),
      };
    }),
  );
}
