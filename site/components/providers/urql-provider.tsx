'use client';

import { useState, type ReactNode } from 'react';
import { Provider } from 'urql';
import { createBrowserClient } from '@/lib/gateway/browser-client';

/** Gives client components `useQuery`/`useMutation` against the same-origin GraphQL proxy. */
export function UrqlProvider({ children }: { children: ReactNode }) {
  // One client per browser tab (state, not module scope, so server renders never share one).
  const [client] = useState(createBrowserClient);
  return <Provider value={client}>{children}</Provider>;
}
