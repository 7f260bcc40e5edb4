import type { Metadata } from 'next';
import {
  categoryListMetadata,
  renderCategoryList,
  type CategoryListParams,
  type CategoryListQuery,
} from '@/components/talents/category-list-route';

// A talent list with ?q= or ?letra= (proxy.ts rewrites it here): the same page as
// categoria/[category], rendered per request because it reads the query, while the unfiltered list
// stays cached (ISR).
export const dynamic = 'force-dynamic';

export default async function FilteredCategoryListPage({
  params,
  searchParams,
}: {
  params: CategoryListParams;
  searchParams: Promise<CategoryListQuery>;
}) {
  return renderCategoryList(params, await searchParams);
}

export function generateMetadata({ params }: { params: CategoryListParams }): Promise<Metadata> {
  return categoryListMetadata(params);
}
