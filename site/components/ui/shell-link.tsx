'use client';

import { useState, type ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';
import { useSiteStore } from '@/lib/state/site-store';

type Props = Omit<ComponentProps<typeof Link>, 'prefetch'> & {
  /**
   * When the page it opens is fetched ahead: 'intent' (the default) once the visitor points at,
   * focuses or touches the link; 'view' as soon as it is on screen, for the few links of the
   * primary navigation. A grid of cards prefetching every card in view cost a phone dozens of
   * requests it mostly never used.
   */
  prefetchOn?: 'intent' | 'view';
};

/**
 * The locale-aware Link with the site's prefetch rules: never offline, on 2g or in data-saver
 * mode; otherwise on intent, or in view for primary navigation.
 */
export function ShellLink({ prefetchOn = 'intent', onMouseEnter, onFocus, onTouchStart, ...props }: Props) {
  const allowed = useSiteStore((s) => s.prefetch);
  const [intent, setIntent] = useState(false);
  // null is Next's default (prefetch once in view); false is none.
  const prefetch = allowed && (prefetchOn === 'view' || intent) ? null : false;
  return (
    <Link
      {...props}
      prefetch={prefetch}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
