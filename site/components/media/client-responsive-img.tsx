'use client';

import type { ComponentProps } from 'react';
import { ResponsiveImg } from './responsive-img';

/**
 * ResponsiveImg drawn on the client side of the page: a server component that renders it sends
 * only its props (the source, the sizes) in the page's data, not the computed srcset of every
 * rendition, which the HTML carries anyway. For the photos of a profile's first screen and for
 * images a page repeats (the about page's partner logos, twice over for the marquee).
 */
export function ClientResponsiveImg(props: ComponentProps<typeof ResponsiveImg>) {
  return <ResponsiveImg {...props} />;
}
