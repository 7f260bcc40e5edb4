'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { motion, useReducedMotion } from 'motion/react';
import { SHELL } from '@/lib/shell/constants';

/** Counts pages shown in this tab; only changed in effects, so the server never counts. */
const visit = { pagesShown: 0 };

/**
 * Page transition (spec §9: page 1 s): each new page fades in while sliding
 * up a little. The first page of a visit is painted at once (no hidden
 * server HTML); under reduced motion pages simply appear.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const reduce = useReducedMotion();
  const [navigated] = useState(() => visit.pagesShown > 0);
  useEffect(() => {
    visit.pagesShown += 1;
  }, []);
  const animate = navigated && !reduce;
  return (
    <motion.div
      initial={animate ? { opacity: 0, y: 18 } : false}
      animate={{ opacity: 1, y: 0 }}
      transition={{ duration: SHELL.transitions.pageS, ease: [0.22, 1, 0.36, 1] }}
    >
      {children}
    </motion.div>
  );
}
