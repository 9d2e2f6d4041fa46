'use client';

import type { Locale } from '@lp/contract/locale';
import { MESSAGES } from '@lp/contract/messages';
import { targetPath } from '@lp/contract/reviews';
import { useLocale, useTranslations } from 'next-intl';
import { AccountList } from '@/components/account/account-list';
import { RatingStars } from '@/components/catalogue/rating-stars';
import { Link } from '@/components/ui/link';
import { RelativeTime } from '@/components/ui/relative-time';
import { useContractMessage } from '@/lib/use-contract-message';
import { MY_REVIEWS_PAGE_SIZE, useMyReviews } from '../api/get-my-reviews';
import { EditableReview } from './editable-review';

/** The account page's list of the user's reviews, each linking to its course or institute, to edit or delete there. */
export function MyReviewsList({ page }: { page: number }) {
  const t = useTranslations('reviews');
  const locale = useLocale() as Locale;
  const contractMessage = useContractMessage();
  return (
    <AccountList
      list={useMyReviews(page)}
      page={page}
      basePath="/account/reviews"
      pageSize={MY_REVIEWS_PAGE_SIZE}
      noun={(count) => t('count', { count })}
      empty={{ message: contractMessage(MESSAGES.noMyReviews), links: [{ href: '/courses', label: t('browseCourses') }] }}
      itemClassName="rounded-2xl border border-border bg-card p-5 shadow-sm"
      renderItem={(review) => (
        <EditableReview
          review={review}
          heading={() => (
            <div className="mb-1 flex flex-wrap items-baseline justify-between gap-2">
              <h2 data-review-heading tabIndex={-1} className="text-base font-semibold outline-none">
                <Link href={targetPath(review.target)} className="underline-offset-4 hover:text-primary hover:underline">
                  {review.target.name}
                </Link>
              </h2>
              <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                {t(`models.${review.target.modelName}`)}
              </span>
            </div>
          )}
        >
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
            <RatingStars value={review.rating} />
            <time dateTime={review.createdAt}>
              <RelativeTime value={review.createdAt} locale={locale} />
            </time>
          </div>
          {review.text ? <p className="mt-2 whitespace-pre-line break-words text-sm">{review.text}</p> : null}
        </EditableReview>
      )}
    />
  );
}
