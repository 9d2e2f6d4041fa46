import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { DownloadsList } from '@/features/offline/components/downloads-list';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('sections.downloads'), robots: { index: false } };
}

export default async function DownloadsPage() {
  const t = await getTranslations('account');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('sections.downloads')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{t('intros.downloads')}</p>
      <IntlClient namespaces={['settings']}>
        <DownloadsList />
      </IntlClient>
    </section>
  );
}
