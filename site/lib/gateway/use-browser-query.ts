'use client';

import { useEffect, useState } from 'react';
import type { AnyVariables } from '@urql/core';
import type { DocumentLoader } from './document-loader';
import { loadBrowserClient } from './load-browser-client';

/** A browser read as a component sees it: the data for the current variables, or why there is none. */
export interface BrowserRead<Data> {
  data: Data | undefined;
  fetching: boolean;
  failed: boolean;
}

interface Settled<Data> {
  key: string;
  data?: Data;
  failed: boolean;
}

/**
 * A read through the browser's client, for the data hooks of lib/<feature>/ (components call those,
 * never this): it runs when `variables` are given (null holds it) and again when they change, and an
 * answer for variables no longer current is dropped. The client loads with the first read.
 */
export function useBrowserQuery<Data, Variables extends AnyVariables>(
  /** Declared once per module (a new function per render would read again on every render). */
  loadDocument: DocumentLoader<Data, Variables>,
  variables: NoInfer<Variables> | null,
): BrowserRead<Data> {
  // Keyed by value: callers build their variables on every render.
  const key = variables === null ? null : JSON.stringify(variables);
  const [settled, setSettled] = useState<Settled<Data> | null>(null);

  useEffect(() => {
    if (key === null) return;
    let live = true;
    Promise.all([loadBrowserClient(), loadDocument()])
      .then(([client, document]) => client.query(document, JSON.parse(key) as Variables).toPromise())
      .then((result) => {
        if (live) setSettled({ key, data: result.data, failed: !result.data });
      })
      .catch(() => {
        if (live) setSettled({ key, failed: true });
      });
    return () => {
      live = false;
    };
  }, [loadDocument, key]);

  const current = key !== null && settled?.key === key ? settled : null;
  return { data: current?.data, fetching: key !== null && current === null, failed: current?.failed ?? false };
}
