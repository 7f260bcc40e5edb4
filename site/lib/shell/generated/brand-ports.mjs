// Written by npm run codegen (schema/scripts/write-table-lists.ts) from the brand table
// (schema/src/brands.ts): edit the table, not this file.

/** The port of each brand's site from SITE_PORT_BASE, in the table's order: one listener each. */
export const BRAND_PORT_OFFSETS = [0, 1, 2, 3, 4];
