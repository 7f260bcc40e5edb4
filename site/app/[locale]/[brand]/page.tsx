import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { brandByKey } from '@agency/schema/brands';
import { getShell } from '@/lib/shell/get-shell';
import { BrandHome } from '@/components/home/brand-home';
import { localizedPath } from '@agency/schema/locales';
import { brandRoute } from '@/lib/brand/route';

export const revalidate = 60;

type Params = Promise<{ locale: string; brand: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, brand } = await brandRoute(params);
  const t = await getTranslations({ locale, namespace: 'common.meta' });
  // '{title} | brand' like every other page; spelled out because the layout's title template only
  // reaches deeper segments, and this page shares the layout's segment.
  const name = await getShell(brand, locale).then(
    (s) => s.brand.name,
    () => brandByKey(brand).name,
  );
  return {
    title: { absolute: name ? `${t('home')} | ${name}` : t('home') },
    alternates: {
      canonical: localizedPath(locale, '/'),
      languages: { 'pt-BR': '/', en: localizedPath('en', '/'), 'x-default': '/' },
    },
  };
}

/** The cached (ISR) root: it never reads the query; filtered roots go to inicio-filtrado (proxy.ts). */
export default async function HomePage({ params }: { params: Params }) {
  const { locale, brand } = await brandRoute(params);
  return <BrandHome locale={locale} brand={brand} query={{}} />;
}
