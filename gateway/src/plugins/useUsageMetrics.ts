import { getOperationAST, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Distinct names of documents sent as text (apps, development) that get a label of their own; the rest count as 'other'. */
const FREE_NAMES_MAX = 100;
const NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;

export interface UsageMetricsOptions {
  /** Who is calling, as a bounded label: 'site', an app's configured name, or 'anonymous'. */
  appOf(request: Request, serverContext: Record<string, unknown>): string;
  /** The operation of a persisted document the request ran, if any (its name in the manifest). */
  persistedOperationOf(request: Request): string | undefined;
  /** The app that published the persisted document a request ran, if an app did (the registry's documents). */
  publisherOf?(request: Request): string | undefined;
  observe(labels: { operation: string; app: string }, seconds: number): void;
  /** An executed operation's document, with the same labels (the schema usage the schema check reads). */
  onExecuted?(labels: { operation: string; app: string }, document: DocumentNode): void;
}

/**
 * Usage per app and operation (which app runs what, how often, how fast): counted when the answer
 * is out. Labels stay bounded whatever clients send: apps come from configuration, persisted
 * operations from the manifest, and names of documents sent as text from a capped set that only
 * executed documents enter (ones that passed the trusted-documents check and validation). A
 * request refused before execution counts as 'refused', so a flood of made-up names from
 * anonymous callers cannot take the capped set's places from the apps' real operations.
 */
export function useUsageMetrics(options: UsageMetricsOptions): Plugin {
  const started = new WeakMap<
    Request,
    { at: number; app: string; reached?: boolean; executed?: string | null; document?: DocumentNode }
  >();
  const freeNames = new Set<string>();
  const boundedName = (name: unknown): string => {
    if (typeof name !== 'string' || !NAME.test(name)) return 'anonymous';
    if (freeNames.has(name)) return name;
    if (freeNames.size >= FREE_NAMES_MAX) return 'other';
    freeNames.add(name);
    return name;
  };
  return {
    onRequest({ request, serverContext }) {
      const app = options.appOf(request, (serverContext ?? {}) as Record<string, unknown>);
      started.set(request, { at: performance.now(), app });
    },
    onParams({ request }) {
      const start = started.get(request);
      if (start) start.reached = true;
    },
    onExecute({ args }) {
      const request = (args.contextValue as { request?: Request }).request;
      const start = request && started.get(request);
      if (!start) return;
      start.executed = getOperationAST(args.document, args.operationName)?.name?.value ?? null;
      start.document = args.document;
    },
    onResponse({ request }) {
      const start = started.get(request);
      // Counted once the request reached GraphQL (refusals before it, e.g. 429, are not operations).
      if (!start?.reached) return;
      const operation =
        options.persistedOperationOf(request) ??
        (start.executed === undefined ? 'refused' : boundedName(start.executed));
      // A public client of an app (a phone, a browser) runs its published documents without a key:
      // its use counts as the app's, so the schema check protects what the app's clients read.
      const app = start.app === 'anonymous' ? (options.publisherOf?.(request) ?? start.app) : start.app;
      options.observe({ operation, app }, (performance.now() - start.at) / 1000);
      if (start.document) options.onExecuted?.({ operation, app }, start.document);
    },
  };
}
