import { notFound } from 'next/navigation';

// Rendered like the pages around it (on request, through the page cache, which never keeps a 404).
export function generateStaticParams() {
  return [];
}

/**
 * Any deeper path no page answers (/nao-existe/999999/ninguem, /jornalistas/31): the brand's 404
 * page, in the request's language. Unmatched, Next would answer with its root not-found page,
 * outside the brand's layout.
 */
export default function UnknownPathPage(): never {
  notFound();
}
