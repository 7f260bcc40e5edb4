import type { AppLocale } from '@/i18n/routing';
/**
 * Links to the printable comp cards (PDF). They are plain <a download> links to the site's own
 * stable URLs (app/comp-cards/[locale]/[file]/route.ts streams the gateway's PDF), so the pages
 * ship no PDF code: no hook, no state, usable from server and client components alike.
 *
 * The URLs sit outside the locale prefix (/comp-cards/en/12.pdf, not /en/comp-cards/...): the
 * proxy skips paths with a dot, so the route receives them directly and reads the brand from the
 * Host itself.
 */

/** One talent's card: /comp-cards/{locale}/{id}.pdf */
export function compCardHref(locale: AppLocale, talentId: string): string {
  return `/comp-cards/${locale}/${encodeURIComponent(talentId)}.pdf`;
}

/** A shortlist: /comp-cards/{locale}/shortlist.pdf?ids=1,2,3 (commas as in a shared link). */
export function shortlistHref(locale: AppLocale, talentIds: readonly string[]): string {
  return `/comp-cards/${locale}/shortlist.pdf?ids=${talentIds.map(encodeURIComponent).join(',')}`;
}

interface LinkProps {
  href: string;
  label: string;
  className?: string;
  testId: string;
}

function PdfLink({ href, label, className, testId }: LinkProps) {
  return (
    <a href={href} download type="application/pdf" className={className} data-testid={testId}>
      {label}
    </a>
  );
}

export function CompCardLink(props: { locale: AppLocale; talentId: string; label: string; className?: string }) {
  return (
    <PdfLink
      href={compCardHref(props.locale, props.talentId)}
      label={props.label}
      className={props.className}
      testId="comp-card-link"
    />
  );
}

export function ShortlistPdfLink(props: {
  locale: AppLocale;
  talentIds: readonly string[];
  label: string;
  className?: string;
}) {
  return (
    <PdfLink
      href={shortlistHref(props.locale, props.talentIds)}
      label={props.label}
      className={props.className}
      testId="shortlist-pdf-link"
    />
  );
}
