import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * A 0-5 rating as five stars (filled to the nearest half) with the number beside it.
 * `count` adds "(n)" after the number; a rating with no reviews reads "No ratings yet".
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
  const rated = count === undefined ? value > 0 : count > 0;
  const rounded = Math.round(Math.min(5, Math.max(0, value)) * 2) / 2;
  const iconSize = size === 'lg' ? 'size-6' : size === 'md' ? 'size-5' : 'size-4';
  const label = rated
    ? `Rated ${value.toFixed(1)} out of 5${count === undefined ? '' : ` from ${count} ${count === 1 ? 'review' : 'reviews'}`}`
    : 'No ratings yet';
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span role="img" aria-label={label} className="inline-flex items-center">
        {[1, 2, 3, 4, 5].map((star) => {
          const fill = rounded >= star ? 'full' : rounded >= star - 0.5 ? 'half' : 'empty';
          return (
            <span key={star} aria-hidden="true" className={cn('relative inline-block', iconSize)}>
              <Star className={cn('absolute inset-0 text-zinc-300', iconSize)} />
              {fill !== 'empty' && (
                <span className={cn('absolute inset-0 overflow-hidden', fill === 'half' && 'w-1/2')}>
                  <Star className={cn('fill-amber-400 text-amber-400', iconSize)} />
                </span>
              )}
            </span>
          );
        })}
      </span>
      <span aria-hidden="true" className={cn('whitespace-nowrap text-muted-foreground', size === 'sm' ? 'text-xs' : 'text-sm')}>
        {rated ? (
          <>
            <span className="font-semibold text-foreground">{value.toFixed(1)}</span>
            {count !== undefined && ` (${count.toLocaleString('en-IN')})`}
          </>
        ) : (
          'No ratings yet'
        )}
      </span>
    </span>
  );
}
