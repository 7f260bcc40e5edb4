'use client';

import { useState, type CSSProperties, type ReactNode } from 'react';
import { SHELL } from '@/lib/shell/constants';
import { useSiteStore } from '@/lib/state/site-store';
import { usePresence } from '@/lib/ui/use-presence';
import { useReducedMotion } from '@/lib/ui/use-reduced-motion';
import styles from './home-gate.module.css';

/**
 * The main brand's root: the brand selector shows while no brand
 * is chosen; choosing the main brand fades the selector out, then its
 * content in (CSS, one after the other; instant under reduced motion).
 */
export function HomeGate({ selector, children }: { selector: ReactNode; children: ReactNode }) {
  const chosen = useSiteStore((s) => s.activeBrand !== null);
  const reduce = useReducedMotion();
  const fadeMs = reduce ? 0 : SHELL.transitions.fadeS * 1000;
  const selectorPresence = usePresence(!chosen, fadeMs);
  // Content shown from the first render appears at once; only content a choice reveals fades in.
  const [chosenAtFirst] = useState(chosen);
  const style = { '--fade': `${fadeMs}ms` } as CSSProperties;

  if (selectorPresence !== 'gone') {
    return (
      <div className={styles.selector} data-leaving={selectorPresence === 'leaving' || undefined} style={style}>
        {selector}
      </div>
    );
  }
  return (
    <div className={chosenAtFirst ? undefined : styles.enter} style={style}>
      {children}
    </div>
  );
}
