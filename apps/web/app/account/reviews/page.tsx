import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { MyReviewsList } from '@/features/reviews/components/my-reviews-list';
import { firstParam, type SearchParams } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('sections.reviews'), robots: { index: false } };
}

export default async function AccountReviewsPage({ searchParams }: { searchParams: SearchParams }) {
  const page = Number(firstParam((await searchParams).page) ?? '1');
  const t = await getTranslations('account');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('sections.reviews')}</h1>
      <p className="mt-2 mb-8 text-muted-foreground">{t('intros.reviews')}</p>
      <IntlClient namespaces={['reviews']}>
        <MyReviewsList page={Number.isInteger(page) && page >= 1 ? page : 1} />
      </IntlClient>
    </section>
  );
}
