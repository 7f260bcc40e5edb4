'use client';

import { create } from 'zustand';

export type ToastKind = 'success' | 'warning' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** How long a toast stays, and how many show at once (older ones make room). */
export const TOAST_MS = 4000;
const MAX_TOASTS = 3;

interface ToastState {
  toasts: Toast[];
  dismiss: (id: number) => void;
}

export const useToasts = create<ToastState>()((set) => ({
  toasts: [],
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((toast) => toast.id !== id) })),
}));

let nextId = 1;

/** Shows a toast (the favourite messages among others); it leaves by itself after TOAST_MS. */
export function showToast(kind: ToastKind, message: string): void {
  const id = nextId++;
  useToasts.setState((s) => ({ toasts: [...s.toasts, { id, kind, message }].slice(-MAX_TOASTS) }));
  window.setTimeout(() => useToasts.getState().dismiss(id), TOAST_MS);
}
