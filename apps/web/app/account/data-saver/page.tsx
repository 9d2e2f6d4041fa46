import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { DataSaverForm } from '@/features/settings/components/data-saver-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('sections.data-saver'), robots: { index: false } };
}

export default async function DataSaverPage() {
  const t = await getTranslations('account');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('sections.data-saver')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{t('intros.data-saver')}</p>
      <IntlClient namespaces={['settings']}>
        <DataSaverForm />
      </IntlClient>
    </section>
  );
}
