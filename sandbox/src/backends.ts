import { BRANDS, PANELS, type BrandDefinition, type BrandKey, type PanelName } from '@agency/schema/brands';

/** The six stand-in back-ends, each served under `/<name>` by the one sandbox server. */
export const BACKENDS = ['manager', ...PANELS] as const;
export type Backend = (typeof BACKENDS)[number];

export { PANELS };
export type Panel = PanelName;

/** The brands whose own panel `panel` is, in the brand table's order (a panel may serve several). */
export function brandsOfPanel(panel: Panel, brands: readonly BrandDefinition[] = BRANDS): BrandDefinition[] {
  return brands.filter((brand) => brand.backends.own === panel);
}

export const PANEL_BRANDS = Object.fromEntries(
  PANELS.map((panel) => [panel, brandsOfPanel(panel).map((brand) => brand.key)]),
) as Record<Panel, BrandKey[]>;

/**
 * The brand a panel is named for (its name, colour, domain and talents in the demo): the first brand
 * of the table whose own panel it is. Other brands on the panel share its content, and their
 * highlight categories are added to it (panelHighlightCategories).
 */
export function panelBrand(panel: Panel, brands: readonly BrandDefinition[] = BRANDS): BrandDefinition {
  const first = brandsOfPanel(panel, brands)[0];
  if (!first) throw new Error(`no brand of the brand table has ${panel} as its own panel`);
  return first;
}

/** Every highlight category the panel's brands list, its first brand's first (each brand asks its own panel). */
export function panelHighlightCategories(panel: Panel, brands: readonly BrandDefinition[] = BRANDS): string[] {
  return [...new Set(brandsOfPanel(panel, brands).flatMap((brand) => brand.highlightCategories))];
}

export function isBackend(value: string): value is Backend {
  return (BACKENDS as readonly string[]).includes(value);
}

export function isPanel(value: string): value is Panel {
  return (PANELS as readonly string[]).includes(value);
}
