'use client';

import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';
import { useSiteStore } from '@/lib/state/site-store';

/**
 * The locale-aware Link with the spec's connectivity rule: no prefetching
 * when offline, on 2g or in data-saver mode.
 */
export function ShellLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  const allowed = useSiteStore((s) => s.prefetch);
  return <Link {...props} prefetch={allowed ? prefetch : false} />;
}
