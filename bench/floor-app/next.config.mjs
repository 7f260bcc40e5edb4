import path from 'node:path';

// Built from a copy two levels under the repository (bench-results/floor-app), with the site's
// node_modules linked in: Turbopack must see the repository as its root to follow that link.
export default { turbopack: { root: path.resolve(import.meta.dirname, '../..') } };
