import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';

export default function InstitutesLoading() {
  const t = useTranslations('institutes');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14" role="status" aria-label={t('loading')}>
      <Skeleton className="h-10 w-48" />
      <Skeleton className="mt-4 h-5 w-full max-w-2xl" />
      <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_1fr]">
        <Skeleton className="h-[26rem] w-full rounded-2xl" />
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index}>
              <Skeleton className="h-52 w-full rounded-2xl" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
