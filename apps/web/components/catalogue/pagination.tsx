import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { cn } from '@/lib/utils';
import { pageHref } from './page-href';

/** Page numbers around the current one, with the first and last always shown and gaps as null. */
export function pageNumbers(current: number, total: number): (number | null)[] {
  const pages = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const page of sorted) {
    const last = out.at(-1);
    if (typeof last === 'number' && page - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && page - last > 2) out.push(null);
    out.push(page);
  }
  return out;
}

const item =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border border-input bg-background px-3 text-sm font-medium transition-colors hover:bg-muted';

/**
 * Numbered page links (previous, 1 … 4 5 6 … 20, next) for a listing that lives in the URL.
 * Server and client components can use it: every link keeps `query` (the active filters).
 */
export function Pagination({
  basePath,
  query,
  page,
  count,
  pageSize,
  className,
}: {
  basePath: string;
  query: Record<string, string | undefined>;
  page: number;
  count: number;
  pageSize: number;
  className?: string;
}) {
  const t = useTranslations('catalogue');
  const total = Math.max(1, Math.ceil(count / pageSize));
  if (total <= 1 && page <= 1) return null;
  const href = (p: number) => pageHref(basePath, query, p);
  return (
    <nav aria-label={t('pagination')} className={cn('flex flex-wrap items-center justify-center gap-2', className)}>
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={item}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('previous')}
        </Link>
      ) : (
        <span aria-disabled="true" className={cn(item, 'pointer-events-none opacity-50')}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('previous')}
        </span>
      )}
      <ul className="flex flex-wrap items-center gap-1">
        {pageNumbers(Math.min(page, total), total).map((p, index) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={href(p)}
                aria-label={t('page', { page: p })}
                aria-current={p === page ? 'page' : undefined}
                className={cn(item, p === page && 'border-primary bg-primary text-primary-foreground hover:bg-primary-hover')}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < total ? (
        <Link href={href(page + 1)} rel="next" className={item}>
          {t('next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={cn(item, 'pointer-events-none opacity-50')}>
          {t('next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </span>
      )}
    </nav>
  );
}
