import { INTERVIEW_CATEGORIES, type InterviewCategory } from '@lp/contract/interviews';
import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import { Video } from 'lucide-react';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/catalogue/card-grid';
import { Pagination } from '@/components/catalogue/pagination';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { INTERVIEWS_PAGE_SIZE, loadInterviews } from '@/features/interviews/api/load-interviews';
import { InterviewCard } from '@/features/interviews/components/interview-card';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { cn } from '@/lib/utils';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('interviews');
  return { title: t('title'), description: t('metaDescription') };
}

const isCategory = (value: string | undefined): value is InterviewCategory =>
  (INTERVIEW_CATEGORIES as readonly string[]).includes(value ?? '');

export default async function InterviewsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const raw = firstParam(params.category);
  const category = isCategory(raw) ? raw : undefined;
  const pageParam = Number(firstParam(params.page) ?? '1');
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const [result, t, locale] = await Promise.all([
    loadInterviews(category, page),
    getTranslations('interviews'),
    getLocale() as Promise<Locale>,
  ]);
  const chips = [
    { href: '/interviews', label: t('all'), active: !category },
    ...INTERVIEW_CATEGORIES.map((c) => ({
      href: `/interviews?category=${c}`,
      label: t(`categories.${c}`),
      active: c === category,
    })),
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
          <Video aria-hidden="true" className="size-4" />
          {t('kicker')}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('intro')}</p>
      </header>
      <nav aria-label={t('categoriesLabel')} className="mt-8 flex flex-wrap gap-2">
        {chips.map((chip) => (
          <Link
            key={chip.href}
            href={chip.href}
            aria-current={chip.active ? 'page' : undefined}
            className={cn(
              'rounded-full border px-3 py-1.5 text-sm',
              chip.active ? 'border-primary bg-primary text-primary-foreground' : 'border-border hover:bg-muted',
            )}
          >
            {chip.label}
          </Link>
        ))}
      </nav>
      <section aria-label={t('listLabel')} className="mt-6">
        {result.ok ? (
          result.data.results.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-border p-10 text-center">
              <p className="text-muted-foreground">{messageIn(locale, 'interviewsComingSoon')}</p>
            </div>
          ) : (
            <>
              <CardGrid items={result.data.results} columns={3}>
                {(interview) => <InterviewCard interview={interview} />}
              </CardGrid>
              <Pagination
                className="mt-10"
                basePath="/interviews"
                query={{ category }}
                page={page}
                count={result.data.count}
                pageSize={INTERVIEWS_PAGE_SIZE}
              />
            </>
          )
        ) : (
          <Alert tone={result.status === 404 ? 'info' : 'error'}>
            {result.status === 404 ? messageIn(locale, 'noMoreInterviews') : result.message}{' '}
            <Link href="/interviews" className="font-medium underline">
              {t('showAll')}
            </Link>
          </Alert>
        )}
      </section>
    </div>
  );
}
