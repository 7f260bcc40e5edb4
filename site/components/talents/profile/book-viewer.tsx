'use client';

import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

export interface ViewerSlide {
  url: string;
  alt: string;
  width?: number | null;
  height?: number | null;
}

interface ViewerContextValue {
  /** Opens the viewer on the slide with this URL; focus returns to `opener` on close. */
  open: (url: string, opener: HTMLElement | null) => void;
  count: number;
  indexOf: (url: string) => number;
}

const ViewerContext = createContext<ViewerContextValue | null>(null);

// The lightbox is only needed once a photo is opened: keep it out of the first load.
const BookLightbox = dynamic(() => import('./book-lightbox').then((m) => m.BookLightbox), { ssr: false });

/** Holds the profile's photos and the full-screen viewer every image on the page opens. */
export function BookViewer({ slides, name, children }: { slides: ViewerSlide[]; name: string; children: ReactNode }) {
  const [index, setIndex] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const indexOf = useCallback((url: string) => slides.findIndex((s) => s.url === url), [slides]);
  const open = useCallback(
    (url: string, element: HTMLElement | null) => {
      opener.current = element;
      setIndex(Math.max(0, indexOf(url)));
    },
    [indexOf],
  );
  const value = useMemo(() => ({ open, count: slides.length, indexOf }), [open, slides.length, indexOf]);

  return (
    <ViewerContext.Provider value={value}>
      {children}
      {index !== null && (
        <BookLightbox
          slides={slides}
          name={name}
          index={index}
          onClose={() => {
            setIndex(null);
            // Focus goes back to the photo that opened the viewer (as a lightbox should).
            requestAnimationFrame(() => opener.current?.focus());
          }}
        />
      )}
    </ViewerContext.Provider>
  );
}

export function useBookViewer(): ViewerContextValue {
  const value = useContext(ViewerContext);
  if (!value) throw new Error('useBookViewer outside BookViewer');
  return value;
}
