'use client';

import type { ReactNode } from 'react';

/**
 * Small inline flags for the nine languages profiles name (de, hr, es, fr, he, en, it, pt, sv):
 * drawn here, so no image request and no third-party set. Portuguese shows Brazil's flag and
 * English the United Kingdom's. A client component, so the page data names a flag instead of
 * repeating its drawing.
 */
const FLAGS: Record<string, ReactNode> = {
  de: (
    <>
      <rect width="30" height="20" fill="#000" />
      <rect y="6.67" width="30" height="6.67" fill="#D00" />
      <rect y="13.33" width="30" height="6.67" fill="#FFCE00" />
    </>
  ),
  hr: (
    <>
      <rect width="30" height="20" fill="#171796" />
      <rect width="30" height="13.33" fill="#fff" />
      <rect width="30" height="6.67" fill="#F00" />
      <path d="M12 5h6v6.5c0 2-1.4 3.3-3 3.8-1.6-.5-3-1.8-3-3.8z" fill="#fff" stroke="#F00" strokeWidth=".6" />
      <path d="M12 5h2v2h-2zm4 0h2v2h-2zm-2 2h2v2h-2zm-2 2h2v2h-2zm4 0h2v2h-2zm-2 2h2v2h-2z" fill="#F00" />
    </>
  ),
  es: (
    <>
      <rect width="30" height="20" fill="#AA151B" />
      <rect y="5" width="30" height="10" fill="#F1BF00" />
    </>
  ),
  fr: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="10" height="20" fill="#002395" />
      <rect x="20" width="10" height="20" fill="#ED2939" />
    </>
  ),
  he: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect y="2" width="30" height="3" fill="#0038B8" />
      <rect y="15" width="30" height="3" fill="#0038B8" />
      <path d="M15 6.4l3.1 5.4H11.9zM15 13.6l-3.1-5.4h6.2z" fill="none" stroke="#0038B8" strokeWidth=".9" />
    </>
  ),
  en: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#C8102E" strokeWidth="1.6" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#C8102E" strokeWidth="3.4" />
    </>
  ),
  it: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="10" height="20" fill="#009246" />
      <rect x="20" width="10" height="20" fill="#CE2B37" />
    </>
  ),
  pt: (
    <>
      <rect width="30" height="20" fill="#009C3B" />
      <path d="M15 2.5L27 10 15 17.5 3 10z" fill="#FFDF00" />
      <circle cx="15" cy="10" r="4.3" fill="#002776" />
      <path d="M10.9 9.1c2.7-.5 5.6 0 8 1.4" stroke="#fff" strokeWidth=".7" fill="none" />
    </>
  ),
  sv: (
    <>
      <rect width="30" height="20" fill="#006AA7" />
      <rect x="9" width="4" height="20" fill="#FECC00" />
      <rect y="8" width="30" height="4" fill="#FECC00" />
    </>
  ),
};

/** The flag of a language code, or nothing for a language without one. Decorative: the name is written beside it. */
export function LanguageFlag({ code }: { code: string | null | undefined }) {
  const flag = code ? FLAGS[code] : undefined;
  if (!flag) return null;
  return (
    <svg
      viewBox="0 0 30 20"
      width="21"
      height="14"
      aria-hidden="true"
      focusable="false"
      data-flag={code}
      style={{ flex: 'none', boxShadow: '0 0 0 1px rgb(0 0 0 / 12%)' }}
    >
      {flag}
    </svg>
  );
}
