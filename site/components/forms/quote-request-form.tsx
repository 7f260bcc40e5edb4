'use client';

import { useTranslations } from 'next-intl';
import { LIMITS } from '@agency/schema/validation/rules';
import { graphql } from '@/lib/gql';
import { toGraphBrand } from '@/lib/brand/keys';
import { loadBrowserClient } from '@/lib/gateway/load-browser-client';
import { toSubmissionOutcome } from '@/lib/forms/submission-outcome';
import { MessageForm } from './message-form';

const RequestQuoteMutation = graphql(`
  mutation RequestQuote($brand: BrandKey!, $input: QuoteRequestInput!) {
    requestQuote(brand: $brand, input: $input) {
      ...SubmissionResultFields
    }
  }
`);

interface QuoteRequestFormProps {
  /** Spec brand key, e.g. 'cq-empresariamento'. */
  brand: string;
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
      send={async (values) => {
        // The GraphQL client arrives with the first submission (the page never needed it before).
        const client = await loadBrowserClient();
        const result = await client
          .mutation(RequestQuoteMutation, {
            brand: toGraphBrand(brand),
            input: { ...values, talents: talents.map(({ id, name }) => ({ id, name })) },
          })
          .toPromise();
        return toSubmissionOutcome(result.data?.requestQuote, Boolean(result.error));
      }}
    />
  );
}
