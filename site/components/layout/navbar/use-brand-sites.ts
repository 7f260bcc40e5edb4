'use client';

import { useEffect, useState } from 'react';
import { loadBrowserClient } from '@/lib/gateway/load-browser-client';
import type { SisterBrand } from './types';

/**
 * The sister brands' site URLs as seen from the host the browser is on. The
 * server-rendered page carries the production URLs (it is cached for every
 * host); once in the browser, the gateway's Brand.siteUrl(currentHost) gives
 * the exact ones (www kept, local ports).
 */
export function useBrandSites(brands: readonly SisterBrand[]): readonly SisterBrand[] {
  const [urls, setUrls] = useState<Record<string, string> | null>(null);

  useEffect(() => {
    let live = true;
    // The client and the document (with the typed documents module) load after the page: the shell's
    // first load carries neither.
    Promise.all([loadBrowserClient(), import('@/lib/shell/shell-query')])
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
  }, []);

  return urls ? brands.map((b) => ({ ...b, siteUrl: urls[b.key] ?? b.siteUrl })) : brands;
}
