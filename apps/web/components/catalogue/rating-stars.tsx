import { formatCount } from '@lp/contract/format';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';

/**
 * A 0-5 rating as five stars (filled to the nearest half) with the number beside it.
 * `count` adds "(n)" after the number; a rating with no reviews reads "No ratings yet".
 * The stars are one element (`.rating-stars` in globals.css: a star mask over an amber-to-grey
 * fill), not ten icons: a list of cards shows many ratings, and each icon cost HTML and hydration.
 */
export function RatingStars({
  value,
  count,
  size = 'sm',
  className,
}: {
  value: number;
  count?: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const t = useTranslations('catalogue');
  const rated = count === undefined ? value > 0 : count > 0;
  const rounded = Math.round(Math.min(5, Math.max(0, value)) * 2) / 2;
  const starSize = size === 'lg' ? '1.5rem' : size === 'md' ? '1.25rem' : '1rem';
  const label = rated
    ? count === undefined
      ? t('rated', { value: value.toFixed(1) })
      : t('ratedFrom', { value: value.toFixed(1), count })
    : t('noRatings');
  return (
    <span className={clsx('inline-flex items-center gap-1.5', className)}>
      <span
        role="img"
        aria-label={label}
        className="rating-stars"
        style={{ '--star-size': starSize, '--rating': `${(rounded / 5) * 100}%` } as CSSProperties}
      />
      <span aria-hidden="true" className={clsx('whitespace-nowrap text-muted-foreground', size === 'sm' ? 'text-xs' : 'text-sm')}>
        {rated ? (
          <>
            <span className="font-semibold text-foreground">{value.toFixed(1)}</span>
            {count !== undefined && ` (${formatCount(count)})`}
          </>
        ) : (
          t('noRatings')
        )}
      </span>
    </span>
  );
}
