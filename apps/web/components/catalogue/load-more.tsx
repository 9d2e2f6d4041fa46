'use client';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

/**
 * The "Load more" button under a list that grows in place (institute courses, feeds). Hidden
 * when there is nothing more; announces the loading state to screen readers.
 */
export function LoadMoreButton({
  hasMore,
  loading,
  onClick,
  label = 'Load more',
  className,
}: {
  hasMore: boolean;
  loading: boolean;
  onClick: () => void;
  label?: string;
  className?: string;
}) {
  if (!hasMore) return null;
  return (
    <div className={cn('flex justify-center', className)}>
      <Button variant="outline" onClick={onClick} disabled={loading} aria-busy={loading}>
        {loading && <Spinner />}
        {loading ? 'Loading…' : label}
      </Button>
    </div>
  );
}
