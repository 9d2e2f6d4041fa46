import { MESSAGES } from '@lp/contract/messages';
import { ListChecks } from 'lucide-react';
import type { Metadata } from 'next';
import { Pagination } from '@/components/catalogue/pagination';
import { QuizGrid } from '@/components/catalogue/quiz-card';
import { StreamChips } from '@/components/catalogue/stream-chips';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { loadQuizStreams, loadQuizzes, QUIZZES_PAGE_SIZE } from '@/features/learning/api/load-quizzes';
import { firstParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = {
  title: 'Quizzes',
  description: 'Timed and untimed quizzes across streams, with explanations for every answer. Pass one to earn points.',
};

export default async function QuizzesPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const stream = firstParam(params.stream);
  const pageParam = Number(firstParam(params.page) ?? '1');
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const [result, streams] = await Promise.all([loadQuizzes(stream, page), loadQuizStreams()]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
          <ListChecks aria-hidden="true" className="size-4" />
          Practice
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Quizzes</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Test what you know. Every answer comes with an explanation, and passing a quiz earns 50 points.
        </p>
      </header>
      {streams.length > 0 && (
        <div className="mt-8">
          <StreamChips streams={streams} active={stream} basePath="/quizzes" />
        </div>
      )}
      <section aria-label="Quiz results" className="mt-6">
        {result.ok ? (
          result.data.results.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-border p-10 text-center">
              <p className="text-muted-foreground">{MESSAGES.noQuizzes}</p>
              {stream && (
                <Link href="/quizzes" className="mt-3 inline-block font-medium text-primary hover:underline">
                  Show all quizzes
                </Link>
              )}
            </div>
          ) : (
            <>
              <p className="mb-4 text-sm text-muted-foreground">
                {result.data.count} {result.data.count === 1 ? 'quiz' : 'quizzes'}
              </p>
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
              Back to the first page
            </Link>
          </Alert>
        )}
      </section>
    </div>
  );
}
