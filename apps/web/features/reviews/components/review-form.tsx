'use client';

import { REVIEW_TEXT_MAX_LENGTH } from '@lp/contract/constants';
import type { UpdateReviewBody, updateReviewBodySchema } from '@lp/contract/reviews';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Form } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { applyServerErrors } from '@/lib/form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { StarRatingInput } from './star-rating-input';

export type ReviewFormValues = { rating: number; text: string };

const validation = lazyResolver<UpdateReviewBody, unknown, z.output<typeof updateReviewBodySchema>>(() =>
  import('../review-resolver').then((module) => module.reviewResolver),
);

const textareaClass =
  'flex min-h-28 w-full rounded-lg border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors placeholder:text-zinc-400 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm';

/** Stars and text of a review; used to write a new one ("Post review") and to edit one ("Save review"). */
export function ReviewForm({
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  defaultValues?: ReviewFormValues;
  submitLabel: string;
  /** Resolves when saved; throws the API's error, which the form shows next to its fields. */
  onSubmit: (values: ReviewFormValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const t = useTranslations('reviews');
  const common = useTranslations('common');
  const textId = useId();
  const radioName = useId();
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: validation.resolver,
    defaultValues: defaultValues ?? { rating: undefined, text: '' },
  });
  const length = watch('text')?.length ?? 0;

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit({ rating: values.rating, text: values.text });
    } catch (error) {
      applyServerErrors(error, setError, ['rating', 'text']);
    }
  });

  return (
    <Form onSubmit={submit} onFocus={validation.preload} noValidate className="grid gap-4">
      {errors.root?.server?.message ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <StarRatingInput
            name={radioName}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            disabled={isSubmitting}
          />
        )}
      />
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={textId}>{t('textLabel')}</Label>
          <span className="text-xs text-muted-foreground" aria-live="polite">
            {length > REVIEW_TEXT_MAX_LENGTH - 200 ? `${length} / ${REVIEW_TEXT_MAX_LENGTH}` : null}
          </span>
        </div>
        <textarea
          id={textId}
          rows={4}
          placeholder={t('placeholder')}
          className={textareaClass}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? `${textId}-error` : undefined}
          readOnly={isSubmitting}
          {...register('text')}
        />
        <FieldError id={`${textId}-error`}>{errors.text?.message}</FieldError>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? <Spinner label={common('pleaseWait')} /> : null}
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            {t('cancel')}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
