import type { Metadata } from 'next';
import {
  categoryListMetadata,
  renderCategoryList,
  type CategoryListParams,
} from '@/components/talents/category-list-route';

export const revalidate = 60;

// A talent category list, /{category} (proxy.ts rewrites it here). Rendered on first request, then
// cached (ISR). Filtered lists (?q=, ?letra=) are rewritten to lista-filtrada/[category], which
// reads the query per request.
export function generateStaticParams() {
  return [];
}

export default function CategoryListPage({ params }: { params: CategoryListParams }) {
  return renderCategoryList(params, {});
}

export function generateMetadata({ params }: { params: CategoryListParams }): Promise<Metadata> {
  return categoryListMetadata(params);
}
