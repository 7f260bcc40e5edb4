import type { CSSProperties, ReactNode } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { sisterBrandHref } from '@/lib/brand/branch-roots';
import { brandByKey, brandOrigin, MAIN_BRAND } from '@agency/schema/brands';
import { footerCredit } from '@/lib/brand/credit';
import { pickMessages, SHELL_CLIENT_MESSAGES, type MessageTree } from '@/i18n/client-messages';
import { routing } from '@/i18n/routing';
import { isBrandKey } from '@agency/schema/brands';
import { GatewayError } from '@/lib/gateway/errors';
import { brandCssVariables } from '@/lib/shell/brand-theme';
import { getShell } from '@/lib/shell/get-shell';
import { labelledMenu } from '@/lib/shell/labelled-menu';
import { setServiceUnavailable } from '@/lib/shell/response-status';
import { Navbar } from '@/components/layout/navbar/navbar';
import { Footer } from '@/components/layout/footer/footer';
import { SkipLink } from '@/components/layout/skip-link';
import { ErrorView } from '@/components/layout/error-view';
import { LoadingBar } from '@/components/shell/loading-bar';
import { LoadingOverlay } from '@/components/shell/loading-overlay';
import { RouteProgress } from '@/components/shell/route-progress';
import { Connectivity } from '@/components/shell/connectivity';
import { ChunkErrorReload } from '@/components/shell/chunk-error-reload';
import { IntroDecider } from '@/components/shell/intro-decider';
import { Toaster } from '@/components/ui/toaster';
import { sans, serif } from '@/styles/fonts';
import '@/styles/globals.css';
import { siteConfig } from '../../../lib/config';

type Params = Promise<{ locale: string; brand: string }>;

// Pages render on first request and are then cached (ISR): the build never
// needs the gateway, and every brand/locale gets its own cached copy.
export function generateStaticParams() {
  return [];
}

/** Title template '{title} | brand'; the brand name comes from the brand table if the gateway is down. */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, brand } = await params;
  if (!isBrandKey(brand) || !hasLocale(routing.locales, locale)) return {};
  const definition = brandByKey(brand);
  const name = await getShell(brand, locale).then(
    (s) => s.brand.name,
    () => definition.name,
  );
  const t = await getTranslations({ locale, namespace: 'common.meta' });
  return {
    metadataBase: new URL(brandOrigin(definition, siteConfig.env)),
    title: { template: `%s | ${name}`, default: name },
    description: t('description', { brand: name }),
    applicationName: name,
    // public/favicon.ico (the proxy leaves paths with a dot alone), announced so no browser guesses.
    icons: { icon: '/favicon.ico' },
  };
}

export default async function BrandLayout({ children, params }: { children: ReactNode; params: Params }) {
  const { locale, brand } = await params;
  if (!hasLocale(routing.locales, locale) || !isBrandKey(brand)) notFound();
  setRequestLocale(locale);

  // A gateway failure never leaves a blank page: the shell-less error page shows the status and code.
  const shell = await getShell(brand, locale).catch((error: unknown) => {
    if (error instanceof GatewayError) return error;
    throw error;
  });
  // Sent with status 503 and Retry-After, so monitors and crawlers see the failure too.
  if (shell instanceof GatewayError) setServiceUnavailable();
  const color = shell instanceof GatewayError ? brandByKey(brand).color : shell.brand.color;

  return (
    <html lang={locale === 'pt' ? 'pt-BR' : 'en'} className={`${sans.variable} ${serif.variable}`}>
      <body data-brand={brand} style={brandCssVariables(color) as CSSProperties}>
        {/* Only the shell's strings: each page adds its own (ClientMessages). */}
        <NextIntlClientProvider messages={pickMessages((await getMessages()) as MessageTree, SHELL_CLIENT_MESSAGES)}>
          <SkipLink />
          <LoadingBar />
          <RouteProgress />
          <ChunkErrorReload />
          {shell instanceof GatewayError ? (
            <main id="main" tabIndex={-1}>
              <ErrorView status={503} message={shell.code} />
            </main>
          ) : (
            <>
              <IntroDecider
                productDomains={shell.brands.flatMap((b) => b.domains)}
                hostBrand={brand === MAIN_BRAND.key ? null : brand}
              />
              <Navbar
                brand={{
                  key: shell.brand.key,
                  name: shell.brand.name,
                  menu: await labelledMenu(shell.brand.menu, locale),
                }}
                brands={shell.brands.map(({ key, name, color }) => ({
                  key,
                  name,
                  color,
                  siteUrl: sisterBrandHref(key, locale),
                }))}
                logo={brandByKey(brand).logo}
              />
              <main id="main" tabIndex={-1}>
                {children}
              </main>
              <Footer
                brand={shell.brand}
                logo={brandByKey(brand).logo}
                credit={footerCredit(shell.brands[0]?.name, siteConfig.env)}
              />
            </>
          )}
          <Connectivity />
          <LoadingOverlay />
          <Toaster />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
