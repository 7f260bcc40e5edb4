'use client';

/** The 404 page's Return: back in the visitor's history. */
export function ReturnButton({ className, label }: { className?: string; label: string }) {
  return (
    <button type="button" className={className} onClick={() => window.history.back()}>
      {label}
    </button>
  );
}
