'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useTalentNav } from '@/lib/state/talent-nav';
import styles from './details-panel.module.css';

export const DETAILS_PANEL_ID = 'talent-details';

/**
 * The details panel's shell: a side panel, not a modal, so the navbar stays usable (its back
 * button closes the panel first). Its content is drawn on the server (TalentDetails) and is in
 * the server HTML for search engines; the shell only opens, closes and moves the focus.
 */
export function DetailsPanel({
  title,
  closeLabel,
  children,
}: {
  /** The panel's heading, in the page's language. */
  title: string;
  /** The close button's accessible name. */
  closeLabel: string;
  children: ReactNode;
}) {
  const open = useTalentNav((s) => s.detailsOpen);
  const setOpen = useTalentNav((s) => s.setDetailsOpen);
  const heading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<Element | null>(null);

  useEffect(() => {
    if (open) {
      returnFocus.current = document.activeElement;
      heading.current?.focus();
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape' && !event.defaultPrevented) setOpen(false);
      };
      document.addEventListener('keydown', onKey);
      return () => document.removeEventListener('keydown', onKey);
    }
    const previous = returnFocus.current;
    returnFocus.current = null;
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
  }, [open, setOpen]);

  return (
    <aside
      id={DETAILS_PANEL_ID}
      className={styles.panel}
      data-open={open}
      aria-labelledby="talent-details-title"
      data-testid="talent-details"
    >
      <div className={styles.head}>
        <h2 id="talent-details-title" ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={() => setOpen(false)}>
          <span aria-hidden="true">×</span>
          <span className={styles.visuallyHidden}>{closeLabel}</span>
        </button>
      </div>
      {/* Focusable so keyboard users can scroll a long bio or career (axe: scrollable-region-focusable). */}
      <div className={styles.body} tabIndex={0} role="region" aria-labelledby="talent-details-title">
        {children}
      </div>
    </aside>
  );
}
