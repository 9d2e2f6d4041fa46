'use client';

import type { ReviewModel } from '@lp/contract/reviews';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useAppSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useCreateReview } from '../api/create-review';
import { useOwnReview } from '../api/get-own-review';
import { EditableReview } from './editable-review';
import { ReviewForm, type ReviewFormValues } from './review-form';
import { ReviewItem } from './review-item';

const panel = 'rounded-2xl border border-border bg-card p-5 shadow-sm';

/** The signed-in user's own review (write, edit, delete), or the invitation to sign in for a visitor. */
export function OwnReview({
  modelName,
  modelId,
  signInText,
}: {
  modelName: ReviewModel;
  modelId: number;
  /** The contract's invitation to sign in, in the page's language. */
  signInText: string;
}) {
  const t = useTranslations('reviews');
  const session = useAppSession();
  const pathname = usePathname();

  if (session.status === 'loading') return <Skeleton className="h-24 w-full rounded-2xl" />;
  if (session.status === 'unauthenticated') {
    return (
      <div className={`${panel} flex flex-wrap items-center justify-between gap-3`}>
        <p className="text-sm text-muted-foreground">{signInText}</p>
        <Button asChild variant="outline" size="sm">
          <Link href={`/login?${new URLSearchParams({ callbackUrl: pathname })}`}>{t('signIn')}</Link>
        </Button>
      </div>
    );
  }
  return <SignedInOwnReview modelName={modelName} modelId={modelId} />;
}

function SignedInOwnReview({ modelName, modelId }: { modelName: ReviewModel; modelId: number }) {
  const t = useTranslations('reviews');
  const common = useTranslations('common');
  const router = useRouter();
  const own = useOwnReview(modelName, modelId, true);
  const createReview = useCreateReview(modelName, modelId);
  // The page around the section (its rating and count) is rendered on the server.
  const refreshPage = () => router.refresh();

  if (own.isPending) return <Skeleton className="h-40 w-full rounded-2xl" />;
  if (own.isError) {
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{errorMessage(own.error)}</span>
        <Button size="sm" variant="outline" onClick={() => own.refetch()}>
          {common('tryAgain')}
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
      toast.success(t('posted'));
      refreshPage();
    };
    return (
      <div className={panel}>
        <h3 className="mb-4 font-semibold">{t('write')}</h3>
        <ReviewForm submitLabel={t('post')} onSubmit={post} />
      </div>
    );
  }

  return (
    <div className={panel}>
      <EditableReview
        review={review}
        onChanged={refreshPage}
        heading={(editing) => (
          <h3
            data-review-heading
            tabIndex={-1}
            className={editing ? 'mb-4 font-semibold outline-none' : 'font-semibold outline-none'}
          >
            {editing ? t('editYours') : t('yours')}
          </h3>
        )}
      >
        <ReviewItem review={review} showMine={false} />
      </EditableReview>
    </div>
  );
}
