'use client';

import { useEffect } from 'react';
import { introAllowed } from '@/lib/shell/prehome';
import { useSiteStore } from '@/lib/state/site-store';

/**
 * Decides once per page load whether the pre-home and the initial
 * modal may show, from the path the visitor landed on and the referrer. On
 * the other brands' own hosts the brand is chosen already.
 */
export function IntroDecider({ productDomains, hostBrand }: { productDomains: string[]; hostBrand: string | null }) {
  const decideIntro = useSiteStore((s) => s.decideIntro);
  const setActiveBrand = useSiteStore((s) => s.setActiveBrand);
  useEffect(() => {
    decideIntro(introAllowed({ pathname: window.location.pathname, referrer: document.referrer, productDomains }));
    if (hostBrand && useSiteStore.getState().activeBrand === null) setActiveBrand(hostBrand);
    // Runs on the first mount only: later navigation never replays the intro.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
