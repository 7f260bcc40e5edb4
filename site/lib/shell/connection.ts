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
 * The browser's current hints. Without a navigator, or with one that has no onLine (Node's), a
 * fast online connection: only a browser saying offline is offline.
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
