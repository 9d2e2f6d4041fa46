import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { offlineStatus, pickMessages } from '@/lib/i18n-messages';
import { EnrolButton } from './enrol-button';

/**
 * The course page's enrol button with the few words it says (`learn.enrol`), not the whole player's
 * messages: the page is public, and its client parts get only what they show (ADR 0046).
 */
export async function EnrolPanel(props: ComponentProps<typeof EnrolButton>) {
  const all = await getMessages();
  const learn = all.learn as Record<string, unknown> | undefined;
  const messages = {
    ...pickMessages(all, ['nav', 'common', 'errors', 'catalogue']),
    offline: offlineStatus(all),
    learn: { enrol: learn?.enrol ?? {} },
  };
  return (
    <NextIntlClientProvider messages={messages as typeof all}>
      <EnrolButton {...props} />
    </NextIntlClientProvider>
  );
}
