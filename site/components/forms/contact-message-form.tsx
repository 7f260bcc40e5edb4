'use client';

import { useTranslations } from 'next-intl';
import { LIMITS } from '@agency/schema/validation/rules';
import { graphql } from '@/lib/gql';
import { toGraphBrand } from '@/lib/brand/keys';
import { loadBrowserClient } from '@/lib/gateway/load-browser-client';
import { toSubmissionOutcome } from '@/lib/forms/submission-outcome';
import { MessageForm } from './message-form';

const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($brand: BrandKey!, $input: ContactMessageInput!) {
    sendContactMessage(brand: $brand, input: $input) {
      ...SubmissionResultFields
    }
  }
`);

/** The contact page's message form, same look and rules as the quote request. */
export function ContactMessageForm({ brand }: { brand: string }) {
  const t = useTranslations('forms');
  return (
    <MessageForm
      testId="contact-message-form"
      rules="contact"
      maxMessage={LIMITS.contactMessageMax}
      successText={t('contact.sent')}
      submitLabel={t('contact.submit')}
      send={async (values) => {
        // The GraphQL client arrives with the first submission (the page never needed it before).
        const client = await loadBrowserClient();
        const result = await client
          .mutation(SendContactMessageMutation, { brand: toGraphBrand(brand), input: values })
          .toPromise();
        return toSubmissionOutcome(result.data?.sendContactMessage, Boolean(result.error));
      }}
    />
  );
}
