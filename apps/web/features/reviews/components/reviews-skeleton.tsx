import { Skeleton } from '@/components/ui/skeleton';

/** The reviews section's two columns: the rating summary beside the list. */
export const REVIEWS_GRID = 'grid items-start gap-6 lg:grid-cols-[18rem_1fr]';

export function SummarySkeleton() {
  return <Skeleton className="h-64 w-full rounded-2xl" />;
}

export function ListSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-20 w-full" />
      ))}
    </div>
  );
}
