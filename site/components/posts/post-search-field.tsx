'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import {
  filtersFromSearch,
  filtersQuery,
  MAX_SEARCH_LENGTH,
  normalizeSearch,
  SEARCH_DEBOUNCE_MS,
} from '@/lib/lists/filters';

/**
 * A post list's search box that filters as the visitor types, like the talents': once typing
 * pauses, the page's URL becomes the filtered list's (letter kept, history replaced) and the
 * server renders it. Inside the list's GET form, so it still works before any script runs.
 */
export function PostSearchField({
  id,
  initial,
  placeholder,
  className,
}: {
  id: string;
  initial: string;
  placeholder: string;
  className?: string;
}) {
  const router = useRouter();
  const [text, setText] = useState(initial);
  const typed = useRef(false);

  useEffect(() => {
    if (!typed.current) return;
    const timer = window.setTimeout(() => {
      const current = filtersFromSearch(window.location.search);
      const search = normalizeSearch(text);
      if (search === current.search) return;
      const query = filtersQuery({ search, letter: current.letter });
      router.replace(`${window.location.pathname}${query}`, { scroll: false });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, router]);

  return (
    <input
      id={id}
      name="q"
      type="search"
      value={text}
      placeholder={placeholder}
      autoComplete="off"
      maxLength={MAX_SEARCH_LENGTH}
      className={className}
      onChange={(event) => {
        typed.current = true;
        setText(event.target.value);
      }}
    />
  );
}
