'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { ErrorView } from '@/components/layout/error-view';
import { errorStatus } from '@/lib/shell/error-status';
import { reloadForChunkError } from '@/lib/shell/reload-for-chunk-error';

/**
 * A page that failed to render: the error page with its status
 * (default 500). A failed script chunk reloads the page instead (once a minute).
 */
export default function BrandError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('common.errors');
  useEffect(() => {
    reloadForChunkError(error);
  }, [error]);
  // In production a server error reaches the browser without its message; show the generic text then.
  const message = error.digest || !error.message ? t('generic') : error.message;
  return <ErrorView status={errorStatus(error)} message={message} />;
}
