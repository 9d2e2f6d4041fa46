import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';

export default function SearchLoading() {
  const t = useTranslations('search');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12" aria-busy="true">
      <span className="sr-only" role="status">
        {t('searching')}
      </span>
      <Skeleton className="h-10 w-2/3 max-w-md" />
      <Skeleton className="mt-5 h-12 w-full max-w-xl rounded-full" />
      <div className="mt-8 flex gap-3 border-b border-border pb-3">
        {['all', 'courses', 'institutes', 'jobs', 'roadmaps'].map((key) => (
          <Skeleton key={key} className="h-7 w-24" />
        ))}
      </div>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((key) => (
          <Skeleton key={key} className="h-72 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}
