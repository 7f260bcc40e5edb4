import { BRANDS, PANELS, type BrandKey, type PanelName } from '@agency/schema/brands';

/** The six stand-in back-ends, each served under `/<name>` by the one sandbox server. */
export const BACKENDS = ['manager', ...PANELS] as const;
export type Backend = (typeof BACKENDS)[number];

export { PANELS };
export type Panel = PanelName;

/** Which brand of the brand table a panel serves: the brand whose own panel it is. */
export const PANEL_BRAND = Object.fromEntries(BRANDS.map((brand) => [brand.backends.own, brand.key])) as Record<
  Panel,
  BrandKey
>;

export function isBackend(value: string): value is Backend {
  return (BACKENDS as readonly string[]).includes(value);
}

export function isPanel(value: string): value is Panel {
  return (PANELS as readonly string[]).includes(value);
}
