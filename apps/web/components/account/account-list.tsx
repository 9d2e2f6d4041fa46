'use client';

import type { Listing } from '@lp/contract/common';
import { formatCount } from '@lp/contract/format';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { pageHref } from '@/components/catalogue/page-href';
import { Pagination } from '@/components/catalogue/pagination';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-error';
import { cn } from '@/lib/utils';

type AccountListProps<T extends { id: number }> = {
  /** The page's query (a hook of the owning feature's api/ file). */
  list: UseQueryResult<Listing<T>>;
  page: number;
  /** Where the list lives (`/account/reviews`) and the query it keeps across pages. */
  basePath: string;
  query?: Record<string, string | undefined>;
  pageSize: number;
  /** "review" / "reviews" for the count line, or (a translated list) the whole line for a count. */
  noun: { one: string; many: string } | ((count: number) => string);
  /** The empty state: the spec's message and where to go next. */
  empty: { message: string; links: { href: string; label: string }[] };
  renderItem: (item: T) => ReactNode;
  /** Classes of each item's <li> (a card frame when the item renders none). */
  itemClassName?: string;
  skeletonClassName?: string;
};

/**
 * An account page's "my X" list (reviews, enquiries, applications...): loading, error with
 * retry, a page past the end, empty, the count, the items and the pages.
 */
export function AccountList<T extends { id: number }>({
  list,
  page,
  basePath,
  query = {},
  pageSize,
  noun,
  empty,
  renderItem,
  itemClassName,
  skeletonClassName = 'h-28',
}: AccountListProps<T>) {
  const t = useTranslations('catalogue');
  const common = useTranslations('common');
  const errors = useTranslations('errors');
  if (list.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className={cn('w-full rounded-2xl', skeletonClassName)} />
        ))}
      </div>
    );
  }
  if (list.isError) {
    const pastEnd = list.error instanceof ApiError && list.error.status === 404 && page > 1;
    return (
      <Alert tone={pastEnd ? 'info' : 'error'} className="flex flex-wrap items-center justify-between gap-3">
        {/* The API answers in the page's language; a failure before any answer gets the default text in it. */}
        <span>{list.error instanceof ApiError ? list.error.message : errors('default')}</span>
        {pastEnd ? (
          <Button asChild size="sm" variant="outline">
            <Link href={pageHref(basePath, query, 1)}>{t('backToFirstPage')}</Link>
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={() => list.refetch()}>
            {common('tryAgain')}
          </Button>
        )}
      </Alert>
    );
  }

  const { results, count } = list.data;
  if (results.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-border p-8 text-center">
        <p className="text-muted-foreground">{empty.message}</p>
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          {empty.links.map((link) => (
            <Button key={link.href} asChild variant="outline">
              <Link href={link.href}>{link.label}</Link>
            </Button>
          ))}
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-6" aria-busy={list.isFetching || undefined}>
      <p className="text-sm text-muted-foreground">
        {typeof noun === 'function' ? noun(count) : `${formatCount(count)} ${count === 1 ? noun.one : noun.many}`}
      </p>
      <ul className="grid gap-3">
        {results.map((item) => (
          <li key={item.id} className={itemClassName}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <Pagination basePath={basePath} query={query} page={page} count={count} pageSize={pageSize} />
    </div>
  );
}
