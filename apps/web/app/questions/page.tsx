import { formatCount } from '@lp/contract/format';
import { MESSAGES } from '@lp/contract/messages';
import { MessagesSquare } from 'lucide-react';
import type { Metadata } from 'next';
import { Pagination } from '@/components/catalogue/pagination';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import {
  loadQuestionFilters,
  loadQuestions,
  QUESTIONS_PAGE_SIZE,
  type QuestionsUrlQuery,
} from '@/features/questions/api/load-questions';
import { QuestionCard } from '@/features/questions/components/question-card';
import { signInPath } from '@/lib/safe-callback-url';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { getServerSession } from '@/lib/server-api';
import { cn } from '@/lib/utils';

export const metadata: Metadata = {
  title: 'Community questions',
  description:
    'Ask the community of learners, answer questions about courses, exams, code and careers, and vote on the best answers.',
};

const VIEWS = [
  { value: 'newest', label: 'Newest' },
  { value: 'trending', label: 'Trending' },
  { value: 'votes', label: 'Top voted' },
  { value: 'unanswered', label: 'Unanswered' },
  { value: 'featured', label: 'Featured' },
] as const;

function href(query: QuestionsUrlQuery): string {
  const search = new URLSearchParams();
  if (query.view && query.view !== 'newest') search.set('view', query.view);
  if (query.tag) search.set('tag', query.tag);
  if (query.q) search.set('q', query.q);
  const text = search.toString();
  return text ? `/questions?${text}` : '/questions';
}

export default async function QuestionsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const query: QuestionsUrlQuery = { view: firstParam(params.view), tag: firstParam(params.tag), q: firstParam(params.q) };
  const pageParam = Number(firstParam(params.page) ?? '1');
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const [result, filters, user] = await Promise.all([loadQuestions(query, page), loadQuestionFilters(), getServerSession()]);
  const view = VIEWS.some((v) => v.value === query.view) ? query.view : 'newest';
  const activeTag = filters?.tags.find((tag) => tag.slug === query.tag);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
            <MessagesSquare aria-hidden="true" className="size-4" />
            Community
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {activeTag ? `Questions tagged ${activeTag.name}` : 'Community questions'}
          </h1>
          <p className="mt-3 text-lg text-muted-foreground">
            Learners helping learners: code, exams, colleges and careers. Ask, answer and vote for the answers that helped.
          </p>
        </div>
        {user ? (
          <Button asChild size="lg">
            <Link href="/questions/ask">Ask a question</Link>
          </Button>
        ) : (
          <div className="text-right">
            <Button asChild size="lg">
              <Link href={signInPath('/questions/ask')}>Ask a question</Link>
            </Button>
            <p className="mt-2 text-sm text-muted-foreground">{MESSAGES.signInToContribute}</p>
          </div>
        )}
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_17rem]">
        <section aria-label="Questions" className="min-w-0">
          <nav aria-label="Question views" className="-mx-1 flex gap-1 overflow-x-auto pb-1">
            {VIEWS.map((v) => (
              <Link
                key={v.value}
                href={href({ ...query, view: v.value })}
                aria-current={view === v.value ? 'page' : undefined}
                className={cn(
                  'shrink-0 rounded-full px-3 py-1.5 text-sm font-medium',
                  view === v.value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted',
                )}
              >
                {v.label}
              </Link>
            ))}
          </nav>
          <search className="mt-4">
            {/* biome-ignore lint/correctness/noRestrictedElements: a GET search that works before the script runs (ADR 0022) */}
            <form action="/questions" className="flex gap-2">
              {query.tag && <input type="hidden" name="tag" value={query.tag} />}
              <input
                name="q"
                defaultValue={query.q ?? ''}
                placeholder="Search questions"
                aria-label="Search questions"
                className="h-10 min-w-0 flex-1 rounded-lg border border-input bg-background px-3 text-sm"
              />
              <Button type="submit" variant="outline">
                Search
              </Button>
            </form>
          </search>
          <div className="mt-6">
            {result.ok ? (
              result.data.results.length === 0 ? (
                <div className="rounded-2xl border border-dashed border-border p-10 text-center">
                  <p className="text-muted-foreground">{MESSAGES.noQuestions}</p>
                  {(query.tag || query.q || view !== 'newest') && (
                    <Link href="/questions" className="mt-3 inline-block font-medium text-primary hover:underline">
                      Show all questions
                    </Link>
                  )}
                </div>
              ) : (
                <>
                  <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
                    {formatCount(result.data.count)} {result.data.count === 1 ? 'question' : 'questions'}
                  </p>
                  <ul className="grid gap-3">
                    {result.data.results.map((question) => (
                      <li key={question.id}>
                        <QuestionCard question={question} />
                      </li>
                    ))}
                  </ul>
                  <Pagination
                    className="mt-10"
                    basePath="/questions"
                    query={{ view: query.view, tag: query.tag, q: query.q }}
                    page={page}
                    count={result.data.count}
                    pageSize={QUESTIONS_PAGE_SIZE}
                  />
                </>
              )
            ) : (
              <Alert tone={result.status === 404 ? 'info' : 'error'}>
                {result.message}{' '}
                <Link href="/questions" className="font-medium underline">
                  Back to the first page
                </Link>
              </Alert>
            )}
          </div>
        </section>
        <aside aria-labelledby="popular-tags">
          <h2 id="popular-tags" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            Popular tags
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {(filters?.tags ?? []).slice(0, 24).map((tag) => (
              <li key={tag.id}>
                <Link
                  href={href({ ...query, tag: tag.slug === query.tag ? undefined : tag.slug })}
                  aria-current={tag.slug === query.tag ? 'true' : undefined}
                  className={cn(
                    'inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm',
                    tag.slug === query.tag
                      ? 'bg-primary text-primary-foreground'
                      : 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
                  )}
                >
                  {tag.name}
                  <span className="text-xs opacity-70">{tag.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
