import type { BrandKey } from '@agency/schema/brands';

/** The six stand-in back-ends, each served under `/<name>` by the one sandbox server. */
export const BACKENDS = ['manager', 'main', 'jabuticaba', 'digital', 'music', 'cultural'] as const;
export type Backend = (typeof BACKENDS)[number];

export const PANELS = ['main', 'jabuticaba', 'digital', 'music', 'cultural'] as const;
export type Panel = (typeof PANELS)[number];

/** Which brand of the brand table a panel serves. */
export const PANEL_BRAND: Record<Panel, BrandKey> = {
  main: 'cq-empresariamento',
  jabuticaba: 'jabuticaba',
  digital: 'digital',
  music: 'music',
  cultural: 'cultural',
};

export function isBackend(value: string): value is Backend {
  return (BACKENDS as readonly string[]).includes(value);
}

export function isPanel(value: string): value is Panel {
  return (PANELS as readonly string[]).includes(value);
}
