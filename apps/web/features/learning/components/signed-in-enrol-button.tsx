'use client';

import { Crown, PlayCircle } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { withQueryProvider } from '@/components/query-provider';
import { Button, buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/utils';
import { useEnrol } from '../api/enrol';
import { useCourseContext } from '../api/get-course-context';
import { EnrolLoading } from './enrol-button';

type Props = { courseId: number; slug: string; isPremium?: boolean; className?: string };

/** Loaded by `EnrolButton` once the session says who is signed in, with its own TanStack Query provider. */
export const SignedInEnrolButton = withQueryProvider(EnrolAction);

/**
 * "Enrol for free" for a signed-in learner not enrolled yet ("Enrol" on a premium course for a member,
 * "Upgrade to Premium" for anyone else), "Continue learning" (with progress) once enrolled.
 */
function EnrolAction({ courseId, slug, isPremium = false, className }: Props) {
  const t = useTranslations('learn.enrol');
  const context = useCourseContext(courseId, true);
  const enrol = useEnrol();
  const router = useRouter();
  const learnPath = `/courses/${slug}/learn`;

  if (context.isPending) return <EnrolLoading className={className} />;
  const enrolment = context.data?.enrolment;
  if (context.data?.locked) {
    return (
      <Link href="/premium" className={buttonVariants({ size: 'lg', className: cn('w-full', className) })}>
        <Crown aria-hidden="true" />
        {t('upgrade')}
      </Link>
    );
  }
  if (enrolment) {
    const { percent } = context.data!.progress;
    return (
      <div className={cn('grid gap-2', className)}>
        <Link href={learnPath} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          <PlayCircle aria-hidden="true" />
          {enrolment.completedAt ? t('reviewCourse') : percent > 0 ? t('continue') : t('start')}
        </Link>
        <div className="flex items-center gap-2 text-xs text-muted-foreground">
          <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
          </div>
          <span>{t('percentComplete', { percent })}</span>
        </div>
      </div>
    );
  }
  return (
    <div className={cn('grid gap-2', className)}>
      <Button
        size="lg"
        className="w-full"
        disabled={enrol.isPending}
        onClick={() => enrol.mutate(courseId, { onSuccess: () => router.push(learnPath) })}
      >
        {enrol.isPending ? t('enrolling') : isPremium ? t('enrol') : t('enrolFree')}
      </Button>
      {enrol.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(enrol.error)}
        </p>
      ) : null}
    </div>
  );
}
