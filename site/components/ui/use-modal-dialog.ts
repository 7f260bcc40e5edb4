'use client';

import { useEffect, useRef } from 'react';

/**
 * Drives a native <dialog> as a modal: open/close follow `open`, Escape (the
 * dialog's cancel event) and a click on the backdrop call onClose. A modal
 * dialog keeps focus inside (the rest of the page is inert) and the browser
 * returns focus to the opener when it closes.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // The backdrop belongs to the <dialog> element itself: a click whose target is the dialog is a click on the mask.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
    };
  }, []);

  return ref;
}
