import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import { isSearchableModel, SEARCH_TERM_MAX_LENGTH, type SearchableModel } from '@lp/contract/search-models';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { PostCard, type PostCardLabels } from '@/features/feed/components/post-card';
import { PostText } from '@/features/feed/components/post-text';
import { postCardLabels } from '@/features/feed/post-card-labels';
import { ProblemCard } from '@/features/fixme/components/problem-card';
import { InterviewCard } from '@/features/interviews/components/interview-card';
import { QuestionCard } from '@/features/questions/components/question-card';
import { loadSearchGroups, loadSearchListing, SEARCH_PAGE_SIZE } from '@/features/search/api/load-search';
import { SearchForm } from '@/features/search/components/search-form';
import type { FeatureCards } from '@/features/search/components/search-result-grid';
import { AllResults, TypeResults } from '@/features/search/components/search-results';
import { SearchTabs } from '@/features/search/components/search-tabs';
import { searchHref } from '@/features/search/search-paths';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { getServerSession } from '@/lib/server-api';

/** The cards the search feature cannot import: each feature's own, composed here. */
function featureCards(signedIn: boolean, labels: PostCardLabels): FeatureCards {
  return {
    fixme: (problem, headingLevel) => <ProblemCard problem={problem} headingLevel={headingLevel} />,
    interview: (interview, headingLevel) => <InterviewCard interview={interview} headingLevel={headingLevel} />,
    question: (question, headingLevel) => <QuestionCard question={question} headingLevel={headingLevel} />,
    post: (post) => <PostCard post={post} signedIn={signedIn} labels={labels} renderedText={<PostText text={post.text} />} />,
  };
}

function readQuery(params: Awaited<SearchParams>) {
  const term = (firstParam(params.term) ?? '').trim().slice(0, SEARCH_TERM_MAX_LENGTH);
  const typeParam = firstParam(params.type);
  const type: SearchableModel | 'all' = isSearchableModel(typeParam) ? typeParam : 'all';
  const pageParam = Number(firstParam(params.page) ?? '1');
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  return { term, type, page };
}

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { term } = readQuery(await searchParams);
  const t = await getTranslations('search');
  return { title: term ? t('titleFor', { term }) : t('title'), robots: { index: false } };
}

export default async function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  const { term, type, page } = readQuery(await searchParams);
  const [t, locale] = await Promise.all([getTranslations('search'), getLocale() as Promise<Locale>]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">
          {term ? t('resultsFor', { term }) : t('title')}
        </h1>
        <div className="mt-5 max-w-xl">
          <SearchForm key={term} id="search-page-term" defaultValue={term} size="lg" label={t('searchAgain')} />
        </div>
      </header>
      {term ? (
        <Results term={term} type={type} page={page} />
      ) : (
        <p className="mt-8 text-lg text-muted-foreground">{messageIn(locale, 'searchPrompt')}</p>
      )}
    </div>
  );
}

async function Results({ term, type, page }: { term: string; type: SearchableModel | 'all'; page: number }) {
  const [grouped, listing, user, labels, t, locale] = await Promise.all([
    loadSearchGroups(term),
    type === 'all' ? Promise.resolve(null) : loadSearchListing(type, term, page),
    getServerSession(),
    postCardLabels(),
    getTranslations('search'),
    getLocale() as Promise<Locale>,
  ]);
  const cards = featureCards(Boolean(user), labels);
  const counts = grouped.ok
    ? (Object.fromEntries(grouped.data.groups.map((group) => [group.model, group.count])) as Record<SearchableModel, number>)
    : null;

  return (
    <div className="mt-8">
      <SearchTabs term={term} type={type} counts={counts} />
      <section aria-label={t('resultsLabel')} className="mt-6">
        {type === 'all' || !listing ? (
          grouped.ok ? (
            <AllResults term={term} groups={grouped.data.groups} cards={cards} />
          ) : (
            <Alert tone="error">{grouped.message}</Alert>
          )
        ) : listing.ok ? (
          <TypeResults term={term} model={type} listing={listing.data} page={page} pageSize={SEARCH_PAGE_SIZE} cards={cards} />
        ) : (
          <Alert tone={listing.status === 404 ? 'info' : 'error'} className="flex flex-wrap items-center justify-between gap-3">
            <span>{listing.status === 404 ? messageIn(locale, 'noMoreItems') : listing.message}</span>
            <Link href={searchHref(term, type)} className="font-medium underline">
              {t('backToFirstPage')}
            </Link>
          </Alert>
        )}
      </section>
    </div>
  );
}
