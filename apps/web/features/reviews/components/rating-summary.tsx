'use client';

import { RATINGS } from '@lp/contract/constants';
import { formatCount } from '@lp/contract/format';
import type { RatingSummary as Summary } from '@lp/contract/reviews';
import { Star } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { RatingStars } from '@/components/catalogue/rating-stars';
import { cn } from '@/lib/utils';

/**
 * Average with stars, the number of reviews, and one bar per star (5 to 1). Each bar is a
 * button that filters the list to that many stars; pressing it again shows every review.
 */
export function RatingSummary({
  summary,
  rating,
  onRatingChange,
}: {
  summary: Summary;
  rating: number | null;
  onRatingChange: (rating: number | null) => void;
}) {
  const t = useTranslations('reviews');
  return (
    <div className="grid gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm">
      <div className="grid gap-1">
        <RatingStars value={summary.avg} size="lg" count={summary.count} />
        <p className="text-sm text-muted-foreground">
          {summary.count === 0 ? t('noneYet') : t('basedOn', { count: summary.count, shown: formatCount(summary.count) })}
        </p>
      </div>
      <ul className="grid gap-1.5" aria-label={t('byRating')}>
        {RATINGS.map((star) => {
          const n = summary.histogram[star];
          const share = summary.count === 0 ? 0 : Math.round((n / summary.count) * 100);
          const active = rating === star;
          return (
            <li key={star}>
              <button
                type="button"
                onClick={() => onRatingChange(active ? null : star)}
                disabled={n === 0 && !active}
                aria-pressed={active}
                className={cn(
                  'grid w-full grid-cols-[2.25rem_1fr_2.5rem] items-center gap-2 rounded-md px-1.5 py-1 text-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-default disabled:hover:bg-transparent',
                  active && 'bg-primary-soft hover:bg-primary-soft',
                )}
              >
                <span className="inline-flex items-center gap-0.5 tabular-nums">
                  {star}
                  <span className="sr-only">{t('starReviews')}</span>
                  <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-400" />
                </span>
                <span className="h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                  <span className="block h-full rounded-full bg-amber-400" style={{ width: `${share}%` }} />
                </span>
                <span className="text-right text-muted-foreground tabular-nums">
                  {formatCount(n)}
                  <span className="sr-only"> ({share}%)</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {rating !== null ? (
        <button
          type="button"
          onClick={() => onRatingChange(null)}
          className="justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('showAll')}
        </button>
      ) : null}
    </div>
  );
}
