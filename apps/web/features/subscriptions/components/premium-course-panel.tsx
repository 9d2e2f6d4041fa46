import { Crown, Lock, PlayCircle } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { cn } from '@/lib/utils';

/**
 * On a premium course's page: members see that it is included and where to start; everyone else
 * sees what it contains (the outline on the page) and an upgrade prompt.
 */
export async function PremiumCoursePanel({ slug, member, className }: { slug: string; member: boolean; className?: string }) {
  const t = await getTranslations('premium');
  if (member) {
    return (
      <section
        aria-label={t('coursePanel.label')}
        data-testid="premium-course-panel"
        className={cn('rounded-2xl border border-emerald-200 bg-success-soft p-5', className)}
      >
        <p className="flex items-center gap-2 font-semibold text-emerald-900">
          <Crown aria-hidden="true" className="size-5 text-amber-500" />
          {t('coursePanel.included')}
        </p>
        <p className="mt-1 text-sm text-emerald-900/80">{t('coursePanel.includedIntro')}</p>
        <Link href={`/courses/${slug}/learn`} className={buttonVariants({ className: 'mt-4 w-full' })}>
          <PlayCircle aria-hidden="true" />
          {t('coursePanel.start')}
        </Link>
      </section>
    );
  }
  return (
    <section
      aria-label={t('coursePanel.label')}
      data-testid="premium-course-panel"
      className={cn('rounded-2xl border border-amber-200 bg-amber-50 p-5', className)}
    >
      <p className="flex items-center gap-2 font-semibold text-amber-950">
        <Lock aria-hidden="true" className="size-4" />
        {t('coursePanel.locked')}
      </p>
      <p className="mt-1 text-sm text-amber-950/80">{t('coursePanel.lockedIntro')}</p>
      <Link href="/premium" className={buttonVariants({ className: 'mt-4 w-full' })}>
        <Crown aria-hidden="true" />
        {t('coursePanel.upgrade')}
      </Link>
    </section>
  );
}
