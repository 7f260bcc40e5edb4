/** What the browser says about the connection (Network Information API; fields missing in some browsers). */
export interface ConnectionHints {
  online: boolean;
  effectiveType?: string;
  saveData?: boolean;
}

/** Prefetching is skipped when offline, on a 2g connection or in data-saver mode. */
export function prefetchAllowed(hints: ConnectionHints): boolean {
  if (!hints.online) return false;
  if (hints.saveData) return false;
  return !(hints.effectiveType && /(^|-)2g$/.test(hints.effectiveType));
}

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * The browser's current hints; on the server a fast online connection. Offline only when the
 * navigator says so: Node (21 and later) has a navigator of its own, without `onLine`, and a page
 * rendered there must not say it is offline.
 */
export function readConnectionHints(
  nav: (Navigator & { connection?: NetworkInformation }) | undefined,
): ConnectionHints {
  if (!nav) return { online: true };
  return {
    online: nav.onLine !== false,
    effectiveType: nav.connection?.effectiveType,
    saveData: nav.connection?.saveData,
  };
}
