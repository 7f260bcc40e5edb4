import { renderBranchRoot } from '@/components/posts/branch-root';

// Reads the request host (links to the other brands), so it is rendered per request.
export const dynamic = 'force-dynamic';

/** Branch root: this brand's home on its own site, else a redirect to its site. */
export default function BranchRootPage({ params }: { params: Promise<{ locale: string; brand: string }> }) {
  return renderBranchRoot(params, 'jabuticaba');
}
