import type { AnyVariables, TypedDocumentNode } from '@urql/core';

/**
 * A browser read names its document by a loader, `() => import('./documents').then((d) => d.X)`,
 * never by a static import: the generated documents module lists every operation of the site, and
 * imported statically it would be in the first load of every page with a list. Loaded with the
 * client on the first read from the browser, it costs nothing until then.
 */
export type DocumentLoader<Data, Variables extends AnyVariables> = () => Promise<TypedDocumentNode<Data, Variables>>;
