'use client';

import { useTranslations } from 'next-intl';
import { LIMITS } from '@agency/schema/validation/rules';
import { sendContactMessage } from '@/lib/forms/send-contact-message';
import { MessageForm } from './message-form';
import type { BrandKey } from '@agency/schema/brands';

/** The contact page's message form, same look and rules as the quote request. */
export function ContactMessageForm({ brand }: { brand: BrandKey }) {
  const t = useTranslations('forms');
  return (
    <MessageForm
      testId="contact-message-form"
      rules="contact"
      maxMessage={LIMITS.contactMessageMax}
      successText={t('contact.sent')}
      submitLabel={t('contact.submit')}
      send={(values) => sendContactMessage(brand, values)}
    />
  );
}
