import { formatCount } from '@lp/contract/format';
import { SEARCHABLE_MODELS, type SearchableModel } from '@lp/contract/search-models';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { cn } from '@/lib/utils';
import { searchHref } from '../search-paths';
import { CurrentTabIntoView } from './current-tab-into-view';

const tab =
  'inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * All, then each type with its count; the type lives in the URL. Once the counts are known, a
 * type with no result has no tab (ten tabs of zeros would hide the few that matter), unless it
 * is the one shown.
 */
export function SearchTabs({
  term,
  type,
  counts,
}: {
  term: string;
  type: SearchableModel | 'all';
  counts: Record<SearchableModel, number> | null;
}) {
  const t = useTranslations('search');
  const total = counts ? SEARCHABLE_MODELS.reduce((sum, model) => sum + counts[model], 0) : null;
  const tabs = [
    { key: 'all' as const, label: t('all'), count: total, href: searchHref(term) },
    ...SEARCHABLE_MODELS.filter((model) => !counts || counts[model] > 0 || model === type).map((model) => ({
      key: model,
      label: t(`models.${model}`),
      count: counts ? counts[model] : null,
      href: searchHref(term, model),
    })),
  ];
  return (
    <nav id="search-result-types" aria-label={t('resultTypes')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <CurrentTabIntoView rowId="search-result-types" current={type} />
      {/* relative: the screen-reader-only counts (absolutely positioned) scroll with the tabs instead of widening the page. */}
      <ul className="relative flex min-w-max gap-1 border-b border-border">
        {tabs.map(({ key, label, count, href }) => {
          const current = key === type;
          return (
            <li key={key}>
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  tab,
                  current
                    ? 'border-primary text-primary'
                    : 'border-transparent text-muted-foreground hover:border-border hover:text-foreground',
                )}
              >
                {label}
                {count !== null && (
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5 text-xs tabular-nums',
                      current ? 'bg-primary-soft text-primary' : 'bg-muted text-muted-foreground',
                    )}
                  >
                    {formatCount(count)}
                    <span className="sr-only"> {t('results', { count })}</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
