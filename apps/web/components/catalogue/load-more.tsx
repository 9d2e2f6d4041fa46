'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { buttonClassName } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';

/**
 * The "Load more" button under a list that grows in place (institute courses, feeds). Hidden
 * when there is nothing more; announces the loading state to screen readers.
 */
export function LoadMoreButton({
  hasMore,
  loading,
  onClick,
  label,
  className,
}: {
  hasMore: boolean;
  loading: boolean;
  onClick: () => void;
  label?: string;
  className?: string;
}) {
  const t = useTranslations('ui');
  if (!hasMore) return null;
  return (
    <div className={clsx('flex justify-center', className)}>
      <button
        type="button"
        className={buttonClassName({ variant: 'outline' })}
        onClick={onClick}
        disabled={loading}
        aria-busy={loading}
      >
        {loading && <Spinner />}
        {loading ? t('loading') : (label ?? t('loadMore'))}
      </button>
    </div>
  );
}
