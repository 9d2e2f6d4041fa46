import { POINTS } from '@lp/contract/constants';
import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import { ListChecks } from 'lucide-react';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Pagination } from '@/components/catalogue/pagination';
import { QuizGrid } from '@/components/catalogue/quiz-card';
import { StreamChips } from '@/components/catalogue/stream-chips';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { loadQuizStreams, loadQuizzes, QUIZZES_PAGE_SIZE } from '@/features/learning/api/load-quizzes';
import { firstParam, type SearchParams } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('quiz.page');
  return { title: t('title'), description: t('description') };
}

export default async function QuizzesPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const stream = firstParam(params.stream);
  const pageParam = Number(firstParam(params.page) ?? '1');
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const [result, streams] = await Promise.all([loadQuizzes(stream, page), loadQuizStreams()]);
  const t = await getTranslations('quiz.page');
  const catalogue = await getTranslations('catalogue');
  const locale = (await getLocale()) as Locale;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
          <ListChecks aria-hidden="true" className="size-4" />
          {t('eyebrow')}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('intro', { points: POINTS.quizPassed })}</p>
      </header>
      {streams.length > 0 && (
        <div className="mt-8">
          <StreamChips streams={streams} active={stream} basePath="/quizzes" />
        </div>
      )}
      <section aria-label={t('results')} className="mt-6">
        {result.ok ? (
          result.data.results.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-border p-10 text-center">
              <p className="text-muted-foreground">{messageIn(locale, 'noQuizzes')}</p>
              {stream && (
                <Link href="/quizzes" className="mt-3 inline-block font-medium text-primary hover:underline">
                  {t('showAll')}
                </Link>
              )}
            </div>
          ) : (
            <>
              <p className="mb-4 text-sm text-muted-foreground">{t('count', { count: result.data.count })}</p>
              <QuizGrid quizzes={result.data.results} />
              <Pagination
                className="mt-10"
                basePath="/quizzes"
                query={{ stream }}
                page={page}
                count={result.data.count}
                pageSize={QUIZZES_PAGE_SIZE}
              />
            </>
          )
        ) : (
          <Alert tone={result.status === 404 ? 'info' : 'error'} className="flex flex-wrap items-center justify-between gap-3">
            <span>{result.message}</span>
            <Link href="/quizzes" className="font-medium underline">
              {catalogue('backToFirstPage')}
            </Link>
          </Alert>
        )}
      </section>
    </div>
  );
}
