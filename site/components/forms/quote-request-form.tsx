'use client';

import { useTranslations } from 'next-intl';
import { LIMITS } from '@agency/schema/validation/rules';
import { requestQuote } from '@/lib/forms/request-quote';
import { MessageForm } from './message-form';
import type { BrandKey } from '@agency/schema/brands';

interface QuoteRequestFormProps {
  /** Brand table key, e.g. 'cq-empresariamento'. */
  brand: BrandKey;
  /** The chosen favourites; only id and name travel. */
  talents: readonly { id: string; name: string }[];
}

/** The favourites quote request: 'Formulário enviado!' on success, 'Erro inesperado' on failure. */
export function QuoteRequestForm({ brand, talents }: QuoteRequestFormProps) {
  const t = useTranslations('forms');
  return (
    <MessageForm
      testId="quote-request-form"
      rules="quote"
      maxMessage={LIMITS.favoritesMessageMax}
      successText={t('quote.sent')}
      submitLabel={t('quote.submit')}
      send={(values) => requestQuote(brand, values, talents)}
    />
  );
}
