'use client';

import type { ReactNode } from 'react';
import { LazyMotion } from 'motion/react';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

/**
 * motion's animation engine, loaded after the page: components under it use
 * the small `m.*` elements, which render at once and start animating when the
 * features arrive. `strict` makes a full `motion.*` element (which would pull
 * the whole library into the first load) an error.
 */
export function LazyMotionFeatures({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      {children}
    </LazyMotion>
  );
}
