'use client';

import { useEffect, useState, type ReactNode } from 'react';
import styles from './page-transition.module.css';

/** Counts pages shown in this tab; only changed in effects, so the server never counts. */
const visit = { pagesShown: 0 };

/**
 * Page transition (page 1 s): each new page fades in while sliding
 * up a little. The first page of a visit is painted at once (no hidden
 * server HTML); under reduced motion pages simply appear (globals.css).
 * A CSS animation: it runs on the compositor, needs no script library in
 * every page's first load, and leaves no transform behind (fixed dialogs
 * inside the page keep the viewport as their box).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const [navigated] = useState(() => visit.pagesShown > 0);
  useEffect(() => {
    visit.pagesShown += 1;
  }, []);
  return <div className={navigated ? styles.enter : undefined}>{children}</div>;
}
