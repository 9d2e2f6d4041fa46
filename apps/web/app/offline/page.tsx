import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { DownloadsList } from '@/features/offline/components/downloads-list';
import { pickMessages } from '@/lib/i18n-messages';

export const metadata: Metadata = { title: 'You are offline', robots: { index: false } };

/**
 * What the service worker shows for a page it cannot fetch and has no copy of (ADR 0045). Kept by
 * the worker when it installs, fetched without a session: the same for everyone.
 */
export default async function OfflinePage() {
  const messages = await getMessages();
  // Only the list's own texts (settings.downloads) with the layout's namespaces, not all of `settings`.
  const settings = messages.settings as Record<string, unknown> | undefined;
  const listMessages = {
    ...pickMessages(messages, ['nav', 'common', 'errors', 'catalogue']),
    settings: { downloads: settings?.downloads },
  };
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">You are offline</h1>
      <p className="mt-2 mb-6 text-muted-foreground">
        This page is not saved on this device. Pages you opened recently and courses you saved for offline still open.
      </p>
      <h2 className="mb-3 text-lg font-semibold">Saved on this device</h2>
      <NextIntlClientProvider messages={listMessages as typeof messages}>
        <DownloadsList removable={false} />
      </NextIntlClientProvider>
    </section>
  );
}
