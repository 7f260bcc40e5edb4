import { BrandHome } from '@/components/home/brand-home';
import { brandRoute } from '@/lib/brand/route';

// A brand root with ?q= or ?letra= (proxy.ts rewrites it here): the same home, rendered per
// request because it reads the query, while the unfiltered root stays cached (ISR) — a
// statically rendered page cannot read searchParams.
export { generateMetadata } from '../page';

export const dynamic = 'force-dynamic';

export default async function FilteredHomePage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; brand: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ locale, brand }, query] = await Promise.all([brandRoute(params), searchParams]);
  return <BrandHome locale={locale} brand={brand} query={query} />;
}
