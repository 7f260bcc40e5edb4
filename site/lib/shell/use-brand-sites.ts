'use client';

import { useEffect, useState } from 'react';
import { loadBrowserClient } from '@/lib/gateway/load-browser-client';

/**
 * The sister brands' site URLs as seen from the host the browser is on. The
 * server-rendered page carries each sister's branch root on this site (it is
 * cached for every host), which the proxy redirects to the right site for the
 * request's host; once the switcher is first shown (`shown`), the gateway's
 * Brand.siteUrl(currentHost) gives the direct ones (www kept, local ports). Asked
 * then, not on every page load: a page the visitor never opens the switcher on
 * loads no GraphQL client at all.
 */
export function useBrandSites<Brand extends { key: string; siteUrl: string }>(
  brands: readonly Brand[],
  shown: boolean,
): readonly Brand[] {
  const [urls, setUrls] = useState<Record<string, string> | null>(null);
  const [asked, setAsked] = useState(false);
  if (shown && !asked) setAsked(true);

  useEffect(() => {
    if (!asked) return;
    let live = true;
    // The client and the document (with the typed documents module) load after the page: the shell's
    // first load carries neither.
    Promise.all([loadBrowserClient(), import('./documents')])
      .then(([client, { BrandSitesQuery }]) =>
        client.query(BrandSitesQuery, { host: window.location.host }).toPromise(),
      )
      .then((result) => {
        if (live && result.data) setUrls(Object.fromEntries(result.data.brands.map((b) => [b.key, b.siteUrl])));
      })
      // Offline or a failed chunk: the production URLs the page was rendered with stay.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [asked]);

  return urls ? brands.map((b) => ({ ...b, siteUrl: urls[b.key] ?? b.siteUrl })) : brands;
}
