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

/** The browser's current hints; on the server (no navigator) a fast online connection. */
export function readConnectionHints(
  nav: (Navigator & { connection?: NetworkInformation }) | undefined,
): ConnectionHints {
  if (!nav) return { online: true };
  return { online: nav.onLine, effectiveType: nav.connection?.effectiveType, saveData: nav.connection?.saveData };
}
