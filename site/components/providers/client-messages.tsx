import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import { pickMessages, type MessagePath, type MessageTree } from '@/i18n/client-messages';
import { MessagesAddition } from './messages-addition';

/**
 * Gives the client components below it the catalogue groups they translate, on top of the
 * shell's (SHELL_CLIENT_MESSAGES). Server-only strings never reach the browser; a page names
 * its groups here once, around its content (a unit test checks every client component's
 * useTranslations is covered).
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly MessagePath[];
  children: ReactNode;
}) {
  const messages = (await getMessages()) as MessageTree;
  return <MessagesAddition messages={pickMessages(messages, namespaces)}>{children}</MessagesAddition>;
}
