import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { MyEnquiriesList } from '@/features/enquiries/components/my-enquiries-list';
import { firstParam, type SearchParams } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('sections.enquiries'), robots: { index: false } };
}

export default async function AccountEnquiriesPage({ searchParams }: { searchParams: SearchParams }) {
  const page = Number(firstParam((await searchParams).page) ?? '1');
  const t = await getTranslations('account');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('sections.enquiries')}</h1>
      <p className="mt-2 mb-8 text-muted-foreground">{t('intros.enquiries')}</p>
      <IntlClient namespaces={['enquiries']}>
        <MyEnquiriesList page={Number.isInteger(page) && page >= 1 ? page : 1} />
      </IntlClient>
    </section>
  );
}
