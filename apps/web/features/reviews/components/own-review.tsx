'use client';

import { MESSAGES } from '@lp/contract/messages';
import type { ReviewModel } from '@lp/contract/reviews';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAppSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useCreateReview } from '../api/create-review';
import { useDeleteReview } from '../api/delete-review';
import { useOwnReview } from '../api/get-own-review';
import { useUpdateReview } from '../api/update-review';
import { ReviewForm, type ReviewFormValues } from './review-form';
import { ReviewItem } from './review-item';

const panel = 'rounded-2xl border border-border bg-card p-5 shadow-sm';

/** The signed-in user's own review (write, edit, delete), or the invitation to sign in for a visitor. */
export function OwnReview({ modelName, modelId }: { modelName: ReviewModel; modelId: number }) {
  const session = useAppSession();
  const pathname = usePathname();

  if (session.status === 'loading') return <Skeleton className="h-24 w-full rounded-2xl" />;
  if (session.status === 'unauthenticated') {
    return (
      <div className={`${panel} flex flex-wrap items-center justify-between gap-3`}>
        <p className="text-sm text-muted-foreground">{MESSAGES.signInToContribute}</p>
        <Button asChild variant="outline" size="sm">
          <Link href={`/login?${new URLSearchParams({ callbackUrl: pathname })}`}>Sign in</Link>
        </Button>
      </div>
    );
  }
  return <SignedInOwnReview modelName={modelName} modelId={modelId} />;
}

function SignedInOwnReview({ modelName, modelId }: { modelName: ReviewModel; modelId: number }) {
  const router = useRouter();
  const own = useOwnReview(modelName, modelId, true);
  const createReview = useCreateReview(modelName, modelId);
  const updateReview = useUpdateReview(modelName, modelId);
  const deleteReview = useDeleteReview(modelName, modelId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  // The page around the section (its rating and count) is rendered on the server.
  const refreshPage = () => router.refresh();

  if (own.isPending) return <Skeleton className="h-40 w-full rounded-2xl" />;
  if (own.isError) {
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{errorMessage(own.error)}</span>
        <Button size="sm" variant="outline" onClick={() => own.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  const review = own.data;

  if (!review) {
    const post = async (values: ReviewFormValues) => {
      try {
        await createReview.mutateAsync(values);
      } catch (error) {
        // Reviewed meanwhile (another tab): show that review instead of the form.
        if (error instanceof ApiError && error.status === 409) {
          toast.error(error.message);
          void own.refetch();
          return;
        }
        throw error;
      }
      toast.success('Thank you! Your review has been posted.');
      refreshPage();
    };
    return (
      <div className={panel}>
        <h3 className="mb-4 font-semibold">Write a review</h3>
        <ReviewForm submitLabel="Post review" onSubmit={post} />
      </div>
    );
  }

  if (editing) {
    const save = async (values: ReviewFormValues) => {
      await updateReview.mutateAsync({ id: review.id, ...values });
      setEditing(false);
      toast.success('Your review has been saved.');
      refreshPage();
      headingRef.current?.focus();
    };
    return (
      <div className={panel}>
        <h3 className="mb-4 font-semibold">Edit your review</h3>
        <ReviewForm
          submitLabel="Save review"
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
    toast.success('Your review has been deleted.');
    refreshPage();
  };

  return (
    <div className={panel}>
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold outline-none">
        Your review
      </h3>
      <ReviewItem review={review} showMine={false} />
      {confirming ? (
        <div className="grid gap-3 rounded-lg bg-destructive-soft p-4">
          <p className="text-sm text-red-900">Delete your review? This cannot be undone.</p>
          <div className="flex flex-wrap gap-2">
            <Button
              ref={confirmRef}
              variant="destructive"
              size="sm"
              onClick={remove}
              disabled={deleteReview.isPending}
              aria-busy={deleteReview.isPending || undefined}
            >
              {deleteReview.isPending ? <Spinner label="Deleting" /> : null}
              Yes, delete review
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)} disabled={deleteReview.isPending}>
              Keep it
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            Edit review
          </Button>
          <Button variant="ghost" size="sm" className="text-destructive" onClick={() => setConfirming(true)}>
            Delete review
          </Button>
        </div>
      )}
    </div>
  );
}
