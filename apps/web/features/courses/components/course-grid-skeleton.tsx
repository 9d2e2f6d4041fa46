import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** Placeholder cards while a course list loads. */
export function CourseGridSkeleton({ count = 6, className }: { count?: number; className?: string }) {
  return (
    <ul className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3', className)} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className="overflow-hidden rounded-2xl border border-border">
          <Skeleton className="aspect-[16/9] w-full rounded-none" />
          <div className="grid gap-2 p-4">
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-6 w-full" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The whole list page while it loads: header, filters column, cards. */
export function CourseListPageSkeleton({ label, withFilters = true }: { label: string; withFilters?: boolean }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14" role="status" aria-label={label}>
      <Skeleton className="h-10 w-48" />
      <Skeleton className="mt-4 h-5 w-full max-w-2xl" />
      <div className={cn('mt-8 grid gap-8', withFilters && 'lg:grid-cols-[18rem_1fr]')}>
        {withFilters && <Skeleton className="h-[28rem] w-full rounded-2xl" />}
        <CourseGridSkeleton />
      </div>
    </div>
  );
}
