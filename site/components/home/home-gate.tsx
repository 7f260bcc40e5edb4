'use client';

import type { ReactNode } from 'react';
import { AnimatePresence } from 'motion/react';
import * as m from 'motion/react-m';
import { LazyMotionFeatures } from '@/components/motion/lazy-motion';
import { SHELL } from '@/lib/shell/constants';
import { useSiteStore } from '@/lib/state/site-store';
import { useReducedMotion } from '@/lib/ui/use-reduced-motion';

/**
 * The main brand's root: the brand selector shows while no brand
 * is chosen; choosing the main brand reveals its content in place.
 */
export function HomeGate({ selector, children }: { selector: ReactNode; children: ReactNode }) {
  const chosen = useSiteStore((s) => s.activeBrand !== null);
  const reduce = useReducedMotion();
  const fade = { duration: reduce ? 0 : SHELL.transitions.fadeS };
  return (
    <LazyMotionFeatures>
      <AnimatePresence mode="wait" initial={false}>
        {chosen ? (
          <m.div key="content" initial={{ opacity: 0 }} animate={{ opacity: 1 }} transition={fade}>
            {children}
          </m.div>
        ) : (
          <m.div key="selector" exit={{ opacity: 0 }} transition={fade}>
            {selector}
          </m.div>
        )}
      </AnimatePresence>
    </LazyMotionFeatures>
  );
}
