import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { cn } from '@/lib/utils';
import { pageHref } from './page-href';

export type ActiveFilter = { name: string; value: string; label: string };

/**
 * The filters in force, each a chip whose link drops just that value (of a comma list too),
 * and "Clear filters". Links, so it works without JavaScript and keeps the URL shareable.
 */
export function ActiveFilters({
  basePath,
  query,
  filters,
  keep = [],
  className,
}: {
  basePath: string;
  query: Record<string, string | undefined>;
  filters: ActiveFilter[];
  /** Parameters kept by "Clear filters" (the sort). */
  keep?: string[];
  className?: string;
}) {
  const t = useTranslations('catalogue');
  if (filters.length === 0) return null;
  const without = (filter: ActiveFilter) => {
    const rest = (query[filter.name] ?? '').split(',').filter((v) => v && v !== filter.value);
    return pageHref(basePath, { ...query, [filter.name]: rest.join(',') || undefined }, 1);
  };
  const cleared = pageHref(basePath, Object.fromEntries(keep.map((key) => [key, query[key]])), 1);
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <span className="text-sm text-muted-foreground">{t('filteredBy')}</span>
      <ul className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <li key={`${filter.name}:${filter.value}`}>
            <Link
              href={without(filter)}
              aria-label={t('removeFilter', { label: filter.label })}
              className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-indigo-800 hover:bg-indigo-100"
            >
              {filter.label}
              <X aria-hidden="true" className="size-3.5" />
            </Link>
          </li>
        ))}
      </ul>
      <Link href={cleared} className="text-sm font-medium text-primary hover:underline">
        {t('clearFilters')}
      </Link>
    </div>
  );
}
