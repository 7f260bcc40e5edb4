import type { ReactNode } from 'react';

/**
 * The site's own icon set (no icon font or CDN): 24-unit line icons drawn
 * with the current text colour. Decorative by default; the caller gives the
 * accessible name (a visible or visually-hidden label).
 */
const PATHS = {
  'arrow-left': <path d="M19 12H5m6-6-6 6 6 6" />,
  'arrow-right': <path d="M5 12h14m-6-6 6 6-6 6" />,
  'arrow-up-right': <path d="M7 17 17 7M9 7h8v8" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  plus: <path d="M12 5v14M5 12h14" />,
  minus: <path d="M5 12h14" />,
  menu: <path d="M3 7h18M3 12h18M3 17h18" />,
  chevron: <path d="m6 9 6 6 6-6" />,
  play: <path d="M8 5v14l11-7z" fill="currentColor" />,
  pause: <path d="M8 5v14M16 5v14" strokeWidth="2.5" />,
  pin: (
    <>
      <path d="M12 21s-6.5-6.2-6.5-11a6.5 6.5 0 0 1 13 0c0 4.8-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  heart: <path d="M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-2.8A4.8 4.8 0 0 1 21 11c-2 4.6-9 9-9 9z" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </>
  ),
  // Social networks and contact channels: simplified marks, recognisable at 20 px.
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.9" fill="currentColor" stroke="none" />
    </>
  ),
  facebook: (
    <path d="M14.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.1H8.7v3h2.6V21" />
  ),
  twitter: <path d="M4 4l16 16M20 4 4 20" />,
  tiktok: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2 4.2 5 4.5" />,
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9 5 3-5 3z" fill="currentColor" />
    </>
  ),
  vimeo: (
    <path d="M3 8.5 4.5 10c1.4-1 2.2-1.2 2.7.4l2.3 7.4c.8 2 1.7 2.8 3.1 1.6C15.8 16.8 21 11 21 6.9c0-2.6-2.2-3.3-4.4-2-1 .6-2 1.8-2.4 3.2 1.6-.7 2.8 0 1.8 2.2-.8 1.6-2 3-2.5 3-.7 0-1.4-3.7-2.1-6.6C10.9 4.2 9.6 4 7.8 5.2z" />
  ),
  linkedin: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="2" />
      <path d="M8 10.5V16M8 7.6v.1M11.5 16v-5.5m0 2.5c0-1.6 1.1-2.6 2.4-2.6s2.1.9 2.1 2.6V16" />
    </>
  ),
  pinterest: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M10.8 8.2c2.6-.8 5 .6 4.6 3.2-.3 2-1.9 3.2-3.4 2.7M11.7 10.5 9.5 20" />
    </>
  ),
  tumblr: <path d="M10 3v4H7.5v3H10v6c0 3 2 5 6.5 4v-3c-2.2.5-3.5 0-3.5-1.6V10h3.5V7H13V3z" />,
  wordpress: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m6.2 8.6 3.6 10 2.3-6.8m-1-3.2 4 10 2.7-8.6M5 8.6h4m2 0h4" />
    </>
  ),
  snapchat: (
    <path d="M12 3.5c3 0 4.8 2.2 4.8 5v2.3l1.9-.5c.6.4.4 1-.4 1.4l-1.6.8c.6 1.9 2 3.2 3.8 3.7-.4.8-1.6 1-2.8 1.2-.3.6-.3 1.2-1 1.2-1 0-1.8-.4-2.7.3-.7.6-1.2 1.1-2 1.1s-1.3-.5-2-1.1c-.9-.7-1.7-.3-2.7-.3-.7 0-.7-.6-1-1.2-1.2-.2-2.4-.4-2.8-1.2 1.8-.5 3.2-1.8 3.8-3.7l-1.6-.8c-.8-.4-1-1-.4-1.4l1.9.5V8.5c0-2.8 1.8-5 4.8-5z" />
  ),
  imdb: (
    <>
      <rect x="2.5" y="6" width="19" height="12" rx="2" />
      <path d="M6 9.5v5M8.5 14.5v-5l1.5 3 1.5-3v5M14 9.5v5h1c1 0 1.5-.6 1.5-1.5v-2c0-.9-.5-1.5-1.5-1.5z" />
    </>
  ),
  spotify: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M7.5 9.5c3-1 6.5-.7 9 .8M8 12.5c2.5-.7 5.2-.4 7.2.8M8.5 15.3c2-.5 4-.3 5.6.6" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M4 20l1.3-4A8.5 8.5 0 1 1 8 18.8z" />
      <path d="M9 8.5c0 3.5 2.8 6.5 6.5 6.5l.8-1.6-2-1-1 .9c-1-.4-2.2-1.6-2.6-2.6l.9-1-1-2z" />
    </>
  ),
  email: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="1.5" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
  phone: (
    <path d="M6.5 3.5h3l1.5 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4.5 5.5a2 2 0 0 1 2-2z" />
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof PATHS;

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(PATHS, name);
}

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    // The line style (no fill, 1.5 stroke in the text colour, round ends) is the global .icon rule:
    // written once in the CSS instead of in the HTML and the page data of every icon.
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
    >
      {PATHS[name]}
    </svg>
  );
}
