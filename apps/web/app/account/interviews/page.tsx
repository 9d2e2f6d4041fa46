import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { MyAttemptsList } from '@/features/interviews/components/my-attempts-list';
import { firstParam, type SearchParams } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('sections.interviews'), robots: { index: false } };
}

export default async function AccountInterviewsPage({ searchParams }: { searchParams: SearchParams }) {
  const page = Number(firstParam((await searchParams).page) ?? '1');
  const t = await getTranslations('account');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('sections.interviews')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{t('intros.interviews')}</p>
      <IntlClient namespaces={['interviews']}>
        <MyAttemptsList page={Number.isInteger(page) && page >= 1 ? page : 1} />
      </IntlClient>
    </section>
  );
}
