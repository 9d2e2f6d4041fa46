'use client';

import { Star } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { cn } from '@/lib/utils';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The "Rating" picker: five native radio buttons drawn as stars, so arrow keys move the choice
 * and screen readers announce "3 stars, 3 of 5".
 */
export function StarRatingInput({
  value,
  onChange,
  onBlur,
  error,
  disabled,
  name,
}: {
  value: number | undefined;
  onChange: (value: number) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
  name: string;
}) {
  const t = useTranslations('reviews');
  const labelId = useId();
  const errorId = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <div className="grid gap-2">
      <span id={labelId} className="text-sm font-medium leading-none">
        {t('rating')}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        className="flex items-center gap-1"
        onMouseLeave={() => setHovered(null)}
      >
        {STARS.map((star) => (
          <label
            key={star}
            className={cn(
              'cursor-pointer rounded-md p-0.5 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-1 has-[input:focus-visible]:outline-ring',
              disabled && 'cursor-not-allowed opacity-60',
            )}
            onMouseEnter={() => setHovered(star)}
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              onBlur={onBlur}
              disabled={disabled}
              className="sr-only"
              aria-label={t('stars', { count: star })}
            />
            <Star
              aria-hidden="true"
              className={cn('size-7 transition-colors', star <= shown ? 'fill-amber-400 text-amber-400' : 'text-zinc-300')}
            />
          </label>
        ))}
        <span aria-hidden="true" className="ml-2 text-sm text-muted-foreground">
          {value ? t('outOfFive', { value }) : t('choose')}
        </span>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
