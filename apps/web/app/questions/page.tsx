import { formatCount } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import { MessagesSquare } from 'lucide-react';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
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

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('questions');
  return { title: t('title'), description: t('metaDescription') };
}

const VIEWS = ['newest', 'trending', 'votes', 'unanswered', 'featured'] as const;

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
  const view = VIEWS.find((v) => v === query.view) ?? 'newest';
  const activeTag = filters?.tags.find((tag) => tag.slug === query.tag);
  const [t, catalogue] = await Promise.all([getTranslations('questions'), getTranslations('catalogue')]);
  const locale = (await getLocale()) as Locale;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
            <MessagesSquare aria-hidden="true" className="size-4" />
            {t('kicker')}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {activeTag ? t('taggedTitle', { tag: activeTag.name }) : t('title')}
          </h1>
          <p className="mt-3 text-lg text-muted-foreground">{t('intro')}</p>
        </div>
        {user ? (
          <Button asChild size="lg">
            <Link href="/questions/ask">{t('ask')}</Link>
          </Button>
        ) : (
          <div className="text-right">
            <Button asChild size="lg">
              <Link href={signInPath('/questions/ask')}>{t('ask')}</Link>
            </Button>
            <p className="mt-2 text-sm text-muted-foreground">{messageIn(locale, 'signInToContribute')}</p>
          </div>
        )}
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_17rem]">
        <section aria-label={t('listLabel')} className="min-w-0">
          <nav aria-label={t('viewsLabel')} className="-mx-1 flex gap-1 overflow-x-auto pb-1">
            {VIEWS.map((v) => (
              <Link
                key={v}
                href={href({ ...query, view: v })}
                aria-current={view === v ? 'page' : undefined}
                className={cn(
                  'shrink-0 rounded-full px-3 py-1.5 text-sm font-medium',
                  view === v ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted',
                )}
              >
                {t(`views.${v}`)}
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
                placeholder={t('search')}
                aria-label={t('search')}
                className="h-10 min-w-0 flex-1 rounded-lg border border-input bg-background px-3 text-sm"
              />
              <Button type="submit" variant="outline">
                {t('searchButton')}
              </Button>
            </form>
          </search>
          <div className="mt-6">
            {result.ok ? (
              result.data.results.length === 0 ? (
                <div className="rounded-2xl border border-dashed border-border p-10 text-center">
                  <p className="text-muted-foreground">{messageIn(locale, 'noQuestions')}</p>
                  {(query.tag || query.q || view !== 'newest') && (
                    <Link href="/questions" className="mt-3 inline-block font-medium text-primary hover:underline">
                      {t('showAll')}
                    </Link>
                  )}
                </div>
              ) : (
                <>
                  <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
                    {t('count', { count: result.data.count, shown: formatCount(result.data.count) })}
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
                  {catalogue('backToFirstPage')}
                </Link>
              </Alert>
            )}
          </div>
        </section>
        <aside aria-labelledby="popular-tags">
          <h2 id="popular-tags" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            {t('popularTags')}
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
