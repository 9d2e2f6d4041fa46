'use client';

import type { ReviewModel } from '@lp/contract/reviews';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { LoadMoreButton } from '@/components/catalogue/load-more';
import { withQueryProvider } from '@/components/query-provider';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { useAppSession } from '@/lib/session';
import { useOwnReview } from '../api/get-own-review';
import { useReviews } from '../api/get-reviews';
import { OwnReview } from './own-review';
import { RatingSummary } from './rating-summary';
import { ReviewItem } from './review-item';
import { ListSkeleton, REVIEWS_GRID, SummarySkeleton } from './reviews-skeleton';

/** Loaded by `ReviewsSectionShell` as the section comes near, with its own TanStack Query provider. */
export const ReviewsSectionIsland = withQueryProvider(ReviewsSection);

/** The contract's texts the section shows to visitors too, in the page's language (the server's `messageIn`). */
export type ReviewsContractTexts = { signInToContribute: string; noReviews: string };

export type ReviewsSectionProps = { modelName: ReviewModel; modelId: number; title: string; texts: ReviewsContractTexts };

/**
 * Reviews of a course or institute: the rating summary with a per-star filter, the signed-in
 * user's own review (or the sign-in invitation), and the list newest first with "Load more".
 */
function ReviewsSection({ modelName, modelId, title, texts }: ReviewsSectionProps) {
  const t = useTranslations('reviews');
  const common = useTranslations('common');
  const headingId = useId();
  const [rating, setRating] = useState<number | null>(null);
  const reviews = useReviews(modelName, modelId, rating);
  const session = useAppSession();
  const own = useOwnReview(modelName, modelId, session.status === 'authenticated');
  const summary = reviews.data?.pages[0]?.summary;
  // The caller's own review is shown once, in its own panel above the list.
  const ownId = own.data?.id;
  const results = (reviews.data?.pages.flatMap((page) => page.results) ?? []).filter((review) => review.id !== ownId);

  return (
    <section aria-labelledby={headingId} className="grid gap-6">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight sm:text-2xl">
        {title}
      </h2>
      <div className={REVIEWS_GRID}>
        <div className="lg:sticky lg:top-20">
          {summary ? (
            <RatingSummary summary={summary} rating={rating} onRatingChange={setRating} />
          ) : reviews.isError ? null : (
            <SummarySkeleton />
          )}
        </div>
        <div className="grid min-w-0 gap-6">
          <OwnReview modelName={modelName} modelId={modelId} signInText={texts.signInToContribute} />
          <div aria-busy={reviews.isFetching || undefined}>
            {reviews.isPending ? (
              <ListSkeleton />
            ) : reviews.isError && results.length === 0 ? (
              <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
                <span>{errorMessage(reviews.error)}</span>
                <Button size="sm" variant="outline" onClick={() => reviews.refetch()}>
                  {common('tryAgain')}
                </Button>
              </Alert>
            ) : results.length === 0 && ownId !== undefined && rating === null ? null : results.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-border p-6 text-center text-muted-foreground">
                {rating === null ? texts.noReviews : t('noneWithRating', { rating })}
              </p>
            ) : (
              <>
                {rating !== null ? (
                  <p className="text-sm text-muted-foreground" aria-live="polite">
                    {t('showingRating', { rating, count: reviews.data?.pages[0]?.count ?? results.length })}
                  </p>
                ) : null}
                <ul className="divide-y divide-border">
                  {results.map((review) => (
                    <li key={review.id}>
                      <ReviewItem review={review} />
                    </li>
                  ))}
                </ul>
                {reviews.isFetchNextPageError ? (
                  <Alert tone="error" className="mt-2">
                    {errorMessage(reviews.error)}
                  </Alert>
                ) : null}
                <LoadMoreButton
                  className="mt-4"
                  hasMore={reviews.hasNextPage}
                  loading={reviews.isFetchingNextPage}
                  onClick={() => void reviews.fetchNextPage()}
                  label={t('loadMore')}
                />
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
