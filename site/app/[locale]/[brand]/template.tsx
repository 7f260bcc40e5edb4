import type { ReactNode } from 'react';
import { PageTransition } from '@/components/shell/page-transition';

// A template (unlike a layout) mounts anew on every navigation, which is what lets each page animate in.
export default function BrandTemplate({ children }: { children: ReactNode }) {
  return <PageTransition>{children}</PageTransition>;
}
