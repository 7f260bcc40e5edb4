'use client';

import { useRef, type ReactNode } from 'react';
import styles from './section-dialogs.module.css';

export interface DialogSection {
  key: string;
  title: string;
  content: ReactNode;
}

/**
 * The pop-up sections of a profile (Conteúdo, Cronograma, Rider, Sinopse...).
 * Native modal dialogs: focus moves in and back to the opening button, Esc
 * and the close button close them, the rest of the page is inert meanwhile.
 * Only sections with content are passed in, so empty ones have no button.
 */
export function SectionDialogs({ sections, closeLabel }: { sections: DialogSection[]; closeLabel: string }) {
  if (sections.length === 0) return null;
  return (
    <ul className={styles.buttons} data-testid="section-buttons">
      {sections.map((section) => (
        <li key={section.key}>
          <SectionDialog section={section} closeLabel={closeLabel} />
        </li>
      ))}
    </ul>
  );
}

function SectionDialog({ section, closeLabel }: { section: DialogSection; closeLabel: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = `section-${section.key}-title`;
  return (
    <>
      <button
        type="button"
        className={styles.open}
        aria-haspopup="dialog"
        data-section={section.key}
        onClick={() => dialog.current?.showModal()}
      >
        {section.title}
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself) closes it.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className={styles.panel}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {section.title}
            </h2>
            <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
              {closeLabel}
            </button>
          </header>
          <div className={styles.body}>{section.content}</div>
        </div>
      </dialog>
    </>
  );
}
