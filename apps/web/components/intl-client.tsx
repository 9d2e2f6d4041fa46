import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '@/lib/i18n-messages';

/**
 * A client subtree's messages: only the namespaces it names, with the layout's (nav, common,
 * errors, catalogue, ui), since a nested provider replaces its parent's messages rather than adding to them.
 */
export async function IntlClient({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const messages = pickMessages(await getMessages(), ['nav', 'common', 'errors', 'catalogue', 'ui', ...namespaces]);
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
