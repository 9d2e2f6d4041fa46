import { FIXME_RESULTS, type FixmeResult } from '@lp/contract/fixme';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { Link } from '@/components/ui/link';
import { MySubmissionsList } from '@/features/fixme/components/my-submissions-list';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { cn } from '@/lib/utils';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('sections.fixme'), robots: { index: false } };
}

const isResult = (value: string | undefined): value is FixmeResult => (FIXME_RESULTS as readonly string[]).includes(value ?? '');

export default async function AccountFixmePage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const type = firstParam(params.type);
  const result = isResult(type) ? type : undefined;
  const page = Number(firstParam(params.page) ?? '1');
  const t = await getTranslations('account');
  const filters: { href: string; label: string; active: boolean }[] = [
    { href: '/account/fixme', label: t('all'), active: !result },
    ...(['passed', 'failed', 'timeout'] as const).map((value) => ({
      href: `/account/fixme?type=${value}`,
      label: t(`fixmeResults.${value}`),
      active: result === value,
    })),
  ];
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('sections.fixme')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{t('intros.fixme')}</p>
      <nav aria-label={t('filterByResult')} className="mb-6 flex flex-wrap gap-2">
        {filters.map((filter) => (
          <Link
            key={filter.href}
            href={filter.href}
            aria-current={filter.active ? 'page' : undefined}
            className={cn(
              'rounded-full border px-3 py-1 text-sm',
              filter.active ? 'border-primary bg-primary text-primary-foreground' : 'border-border hover:bg-muted',
            )}
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      <IntlClient namespaces={['fixme']}>
        <MySubmissionsList key={result ?? 'all'} result={result} page={Number.isInteger(page) && page >= 1 ? page : 1} />
      </IntlClient>
    </section>
  );
}
