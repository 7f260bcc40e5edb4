import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { isBrandKey } from '@/lib/brand/keys';
import { UrqlProvider } from '@/components/providers/urql-provider';
import '@/styles/globals.css';

// Pages render on first request and are then cached (ISR): the build never
// needs the gateway, and every brand/locale gets its own cached copy.
export function generateStaticParams() {
  return [];
}

export default async function BrandLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string; brand: string }>;
}) {
  const { locale, brand } = await params;
  if (!hasLocale(routing.locales, locale) || !isBrandKey(brand)) notFound();
  setRequestLocale(locale);
  return (
    <html lang={locale === 'pt' ? 'pt-BR' : 'en'}>
      <body data-brand={brand}>
        <NextIntlClientProvider>
          <UrqlProvider>{children}</UrqlProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
