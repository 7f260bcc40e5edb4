'use client';

import type { ReactNode } from 'react';
import { AnimatePresence, motion, useReducedMotion } from 'motion/react';
import { SHELL } from '@/lib/shell/constants';
import { useSiteStore } from '@/lib/state/site-store';

/**
 * The main brand's root (spec §2): the brand selector shows while no brand
 * is chosen; choosing the main brand reveals its content in place.
 */
export function HomeGate({ selector, children }: { selector: ReactNode; children: ReactNode }) {
  const chosen = useSiteStore((s) => s.activeBrand !== null);
  const reduce = useReducedMotion();
  const fade = { duration: reduce ? 0 : SHELL.transitions.fadeS };
  return (
    <AnimatePresence mode="wait" initial={false}>
      {chosen ? (
        <motion.div key="content" initial={{ opacity: 0 }} animate={{ opacity: 1 }} transition={fade}>
          {children}
        </motion.div>
      ) : (
        <motion.div key="selector" exit={{ opacity: 0 }} transition={fade}>
          {selector}
        </motion.div>
      )}
    </AnimatePresence>
  );
}
