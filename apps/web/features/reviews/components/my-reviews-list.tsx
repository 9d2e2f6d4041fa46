'use client';

import { relativeTime } from '@lp/contract/format';
import { MESSAGES } from '@lp/contract/messages';
import { targetPath } from '@lp/contract/reviews';
import Link from 'next/link';
import { Pagination } from '@/components/catalogue/pagination';
import { RatingStars } from '@/components/catalogue/rating-stars';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { MY_REVIEWS_PAGE_SIZE, useMyReviews } from '../api/get-my-reviews';

/** The account page's list of the user's reviews, each linking to its course or institute. */
export function MyReviewsList({ page }: { page: number }) {
  const reviews = useMyReviews(page);

  if (reviews.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (reviews.isError) {
    const pastEnd = reviews.error instanceof ApiError && reviews.error.status === 404 && page > 1;
    return (
      <Alert tone={pastEnd ? 'info' : 'error'} className="flex flex-wrap items-center justify-between gap-3">
        <span>{errorMessage(reviews.error)}</span>
        {pastEnd ? (
          <Button asChild size="sm" variant="outline">
            <Link href="/account/reviews">Back to the first page</Link>
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={() => reviews.refetch()}>
            Try again
          </Button>
        )}
      </Alert>
    );
  }

  const { results, count } = reviews.data;
  if (results.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-border p-8 text-center">
        <p className="text-muted-foreground">{MESSAGES.noMyReviews}</p>
        <Button asChild variant="outline" className="mt-4">
          <Link href="/courses">Browse courses</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-6" aria-busy={reviews.isFetching || undefined}>
      <p className="text-sm text-muted-foreground">
        {count.toLocaleString('en-IN')} {count === 1 ? 'review' : 'reviews'}
      </p>
      <ul className="grid gap-3">
        {results.map((review) => (
          <li key={review.id} className="rounded-2xl border border-border bg-card p-5 shadow-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-base font-semibold">
                <Link href={targetPath(review.target)} className="underline-offset-4 hover:text-primary hover:underline">
                  {review.target.name}
                </Link>
              </h2>
              <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                {review.target.modelName === 'course' ? 'Course' : 'Institute'}
              </span>
            </div>
            <div className="mt-1 flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
              <RatingStars value={review.rating} />
              <time dateTime={review.createdAt}>{relativeTime(review.createdAt)}</time>
            </div>
            {review.text ? <p className="mt-2 whitespace-pre-line break-words text-sm">{review.text}</p> : null}
          </li>
        ))}
      </ul>
      <Pagination basePath="/account/reviews" query={{}} page={page} count={count} pageSize={MY_REVIEWS_PAGE_SIZE} />
    </div>
  );
}
