import { getTranslations } from 'next-intl/server';
import { Skeleton } from '@/components/ui/skeleton';
import { RoadmapGridSkeleton } from '@/features/roadmaps/components/roadmap-grid-skeleton';

export default async function RoadmapsLoading() {
  const t = await getTranslations('roadmaps');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14" role="status" aria-label={t('loading')}>
      <Skeleton className="h-4 w-28" />
      <Skeleton className="mt-3 h-10 w-56" />
      <Skeleton className="mt-4 h-5 w-full max-w-2xl" />
      <div className="mt-8 flex gap-2">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} className="h-9 w-24 rounded-full" />
        ))}
      </div>
      <RoadmapGridSkeleton className="mt-10" />
    </div>
  );
}
