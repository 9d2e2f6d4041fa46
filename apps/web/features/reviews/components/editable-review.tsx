'use client';

import type { Review } from '@lp/contract/reviews';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDeleteReview } from '../api/delete-review';
import { useUpdateReview } from '../api/update-review';
import { ReviewForm, type ReviewFormValues } from './review-form';

/**
 * The caller's own review with "Edit review" (the form in place) and "Delete review" (asked once),
 * wherever it is shown: under the course or institute, and in the account's list of reviews.
 * `children` is how the review reads; `heading` names it, and `onChanged` runs after a save or delete.
 */
export function EditableReview({
  review,
  heading,
  onChanged,
  children,
}: {
  review: Review;
  heading: (editing: boolean) => ReactNode;
  onChanged?: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('reviews');
  const updateReview = useUpdateReview(review.modelName, review.modelId);
  const deleteReview = useDeleteReview(review.modelName, review.modelId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  if (editing) {
    const save = async (values: ReviewFormValues) => {
      await updateReview.mutateAsync({ id: review.id, ...values });
      setEditing(false);
      toast.success(t('saved'));
      onChanged?.();
      rootRef.current?.querySelector<HTMLElement>('[data-review-heading]')?.focus();
    };
    return (
      <div ref={rootRef}>
        {heading(true)}
        <ReviewForm
          submitLabel={t('save')}
          defaultValues={{ rating: review.rating, text: review.text }}
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      </div>
    );
  }

  const remove = async () => {
    try {
      await deleteReview.mutateAsync(review.id);
    } catch (error) {
      toast.error(errorMessage(error));
      return;
    }
    setConfirming(false);
    toast.success(t('deleted'));
    onChanged?.();
  };

  return (
    <div ref={rootRef}>
      {heading(false)}
      {children}
      {confirming ? (
        <div className="grid gap-3 rounded-lg bg-destructive-soft p-4">
          <p className="text-sm text-red-900">{t('confirmDelete')}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              ref={confirmRef}
              variant="destructive"
              size="sm"
              onClick={remove}
              disabled={deleteReview.isPending}
              aria-busy={deleteReview.isPending || undefined}
            >
              {deleteReview.isPending ? <Spinner label={t('deleting')} /> : null}
              {t('yesDelete')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)} disabled={deleteReview.isPending}>
              {t('keep')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            {t('edit')}
          </Button>
          <Button variant="ghost" size="sm" className="text-destructive" onClick={() => setConfirming(true)}>
            {t('delete')}
          </Button>
        </div>
      )}
    </div>
  );
}
