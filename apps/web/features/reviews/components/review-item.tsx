import { intlLocale, type Locale } from '@lp/contract/locale';
import type { Review } from '@lp/contract/reviews';
import { BadgeCheck } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { RatingStars } from '@/components/catalogue/rating-stars';
import { RelativeTime } from '@/components/ui/relative-time';

/** Shown as edited when changed more than a minute after it was written. */
const EDITED_AFTER_MS = 60_000;

/**
 * One review: author ("Enrolled learner" when they are enrolled in the reviewed course), stars, when, and the
 * text. `showMine` marks the caller's own review in a list.
 */
export function ReviewItem({ review, showMine = true }: { review: Review; showMine?: boolean }) {
  const t = useTranslations('reviews');
  const locale = useLocale() as Locale;
  const edited = new Date(review.updatedAt).getTime() - new Date(review.createdAt).getTime() > EDITED_AFTER_MS;
  const initial = review.author.fullName.trim().charAt(0).toUpperCase() || '?';
  return (
    <article className="grid grid-cols-[2.5rem_1fr] gap-3 py-5">
      <span
        aria-hidden="true"
        className="grid size-10 place-items-center rounded-full bg-primary-soft text-sm font-semibold text-primary"
      >
        {initial}
      </span>
      <div className="min-w-0">
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <h3 className="font-medium">{review.author.fullName || t('learner')}</h3>
          {review.enrolled ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-emerald-900">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              {t('enrolledLearner')}
            </span>
          ) : null}
          {review.mine && showMine ? (
            <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary">{t('yours')}</span>
          ) : null}
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <RatingStars value={review.rating} />
          <time dateTime={review.createdAt} title={new Date(review.createdAt).toLocaleString(intlLocale(locale))}>
            <RelativeTime value={review.createdAt} locale={locale} />
          </time>
          {edited ? <span>{t('edited')}</span> : null}
        </div>
        {review.text ? <p className="mt-2 whitespace-pre-line break-words text-sm leading-relaxed">{review.text}</p> : null}
      </div>
    </article>
  );
}
