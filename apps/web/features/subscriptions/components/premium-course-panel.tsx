import { Crown, Lock, PlayCircle } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { cn } from '@/lib/utils';

/**
 * On a premium course's page: members see that it is included and where to start; everyone else
 * sees what it contains (the outline on the page) and an upgrade prompt.
 */
export function PremiumCoursePanel({ slug, member, className }: { slug: string; member: boolean; className?: string }) {
  if (member) {
    return (
      <section
        aria-label="Premium course"
        data-testid="premium-course-panel"
        className={cn('rounded-2xl border border-emerald-200 bg-success-soft p-5', className)}
      >
        <p className="flex items-center gap-2 font-semibold text-emerald-900">
          <Crown aria-hidden="true" className="size-5 text-amber-500" />
          Included in your Premium plan
        </p>
        <p className="mt-1 text-sm text-emerald-900/80">Every lesson, quiz and the certificate of this course are open to you.</p>
        <Link href={`/courses/${slug}/learn`} className={buttonVariants({ className: 'mt-4 w-full' })}>
          <PlayCircle aria-hidden="true" />
          Start learning
        </Link>
      </section>
    );
  }
  return (
    <section
      aria-label="Premium course"
      data-testid="premium-course-panel"
      className={cn('rounded-2xl border border-amber-200 bg-amber-50 p-5', className)}
    >
      <p className="flex items-center gap-2 font-semibold text-amber-950">
        <Lock aria-hidden="true" className="size-4" />
        Premium course
      </p>
      <p className="mt-1 text-sm text-amber-950/80">
        The outline shows everything it contains. Upgrade to premium to open its lessons, quizzes and certificate, along with
        every other premium course.
      </p>
      <Link href="/premium" className={buttonVariants({ className: 'mt-4 w-full' })}>
        <Crown aria-hidden="true" />
        Upgrade to premium
      </Link>
    </section>
  );
}
