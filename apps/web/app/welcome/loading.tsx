import { getTranslations } from 'next-intl/server';
import { Skeleton } from '@/components/ui/skeleton';

export default async function WelcomeLoading() {
  const t = await getTranslations('common');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14" role="status" aria-label={t('loading')}>
      <Skeleton className="h-9 w-56" />
      <Skeleton className="mt-3 h-5 w-full max-w-lg" />
      <Skeleton className="mt-8 h-72 rounded-2xl" />
    </div>
  );
}
