'use client';

import { useMemo, type ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { mergeMessages, type MessageTree } from '@/i18n/client-messages';

/**
 * next-intl's provider replaces the messages above it; this one adds to them, so a page sends
 * only its own groups and the shell's are not sent twice. Locale, time zone and formats are
 * inherited from the provider above.
 */
export function MessagesAddition({ messages, children }: { messages: MessageTree; children: ReactNode }) {
  const locale = useLocale();
  const inherited = useMessages() as MessageTree;
  const merged = useMemo(() => mergeMessages(inherited, messages), [inherited, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
