import type { ReactNode } from 'react';

// The real root layout is app/[locale]/[brand]/layout.tsx; this one only
// exists so that app/not-found.tsx can render for paths outside it.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
