import type { StudioCourseCard } from '@lp/contract/studio';
import { useTranslations } from 'next-intl';

/** Draft, Published, or Published with unpublished changes: the state a publish would change. */
export function StatusBadge({ course }: { course: Pick<StudioCourseCard, 'status' | 'hasUnpublishedChanges'> }) {
  const t = useTranslations('studio.status');
  if (course.status === 'draft') {
    return <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-foreground">{t('draft')}</span>;
  }
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <span className="rounded-full bg-success-soft px-2.5 py-0.5 text-xs font-semibold text-emerald-900">{t('published')}</span>
      {course.hasUnpublishedChanges ? (
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
          {t('unpublishedChanges')}
        </span>
      ) : null}
    </span>
  );
}
