import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { DownloadsList } from '@/features/offline/components/downloads-list';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('offline.page');
  return { title: t('title'), robots: { index: false } };
}

/**
 * What the service worker shows for a page it cannot fetch and has no copy of (ADR 0045). Kept by
 * the worker when it installs, fetched without a session: the same for everyone (in the language
 * of the browser that installed the worker).
 */
export default async function OfflinePage() {
  const t = await getTranslations('offline.page');
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{t('intro')}</p>
      <h2 className="mb-3 text-lg font-semibold">{t('savedHeading')}</h2>
      <IntlClient namespaces={['offline']}>
        <DownloadsList removable={false} />
      </IntlClient>
    </section>
  );
}
