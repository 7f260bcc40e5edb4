'use client';

import { useEffect } from 'react';
import { usePathname } from '@/i18n/navigation';
import type { LanguageTargets } from '@/lib/posts/language-targets';
import { useLanguageTargets } from '@/lib/state/language-targets';

/** Tells the language switch where this page's other languages are (rendered by post pages; draws nothing). */
export function LanguageTargetsFor({ targets }: { targets: LanguageTargets }) {
  const pathname = usePathname();
  const set = useLanguageTargets((s) => s.set);
  const key = JSON.stringify(targets);
  useEffect(() => {
    set(pathname, JSON.parse(key) as LanguageTargets);
    return () => set(null, {});
  }, [pathname, key, set]);
  return null;
}
