import { renderBranchRoot } from '@/components/posts/branch-root';

// The brand's home title on its own site (elsewhere the page redirects).
export { generateMetadata } from '@/app/[locale]/[brand]/page';

// Reads the request host (links to the other brands), so it is rendered per request.
export const dynamic = 'force-dynamic';

/** Branch root: this brand's home on its own site, else a redirect to its site. */
export default function BranchRootPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; brand: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return renderBranchRoot(params, 'cultural', searchParams);
}
