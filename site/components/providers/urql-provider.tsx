'use client';

import { useState, type ReactNode } from 'react';
import { Provider } from 'urql';
import { browserClient } from '@/lib/gateway/browser-client';

/**
 * Gives client components `useQuery`/`useMutation` against the same-origin
 * GraphQL proxy. Placed around the parts that talk to the gateway from the
 * browser (lists, forms), not the whole shell: pages that never do so ship
 * no GraphQL client.
 */
export function UrqlProvider({ children }: { children: ReactNode }) {
  const [client] = useState(browserClient);
  return <Provider value={client}>{children}</Provider>;
}
