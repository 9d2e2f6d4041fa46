'use client';

import type { PostsListing } from '@lp/contract/posts';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button-styles';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-error';
import type { FeedScope } from '../api/posts-calls';
import { useFeed } from '../api/use-feed';
import { PostCard, type PostCardLabels } from './post-card';

/** The list's own words, with the cards'; from the server page, like `emptyText`. */
export type FeedLabels = { tryAgain: string; loadingMore: string; loadMore: string; caughtUp: string; card: PostCardLabels };

/** The feed with infinite scroll: the next page loads when the end of the list comes into view. */
export function FeedView({
  scope,
  hashtag,
  signedIn,
  initial,
  emptyText,
  labels,
}: {
  scope: FeedScope;
  hashtag: string | undefined;
  signedIn: boolean;
  initial?: PostsListing;
  /** What an empty list says; from the page, so the message table stays out of the feed's first load. */
  emptyText: string;
  labels: FeedLabels;
}) {
  const feed = useFeed(scope, hashtag, initial);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (feed.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-48 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (feed.isError) {
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{feed.error instanceof ApiError ? feed.error.message : labels.card.failed}</span>
        <button type="button" className={buttonClassName({ variant: 'outline', size: 'sm' })} onClick={() => feed.refetch()}>
          {labels.tryAgain}
        </button>
      </Alert>
    );
  }
  const posts = feed.data.pages.flatMap((page) => page.results);
  if (posts.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-border p-10 text-center text-muted-foreground">{emptyText}</div>
    );
  }
  return (
    <div>
      <ul className="grid gap-4">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} signedIn={signedIn} labels={labels.card} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="py-6 text-center text-sm text-muted-foreground" aria-live="polite">
        {isFetchingNextPage ? (
          labels.loadingMore
        ) : hasNextPage ? (
          <button type="button" className={buttonClassName({ variant: 'outline' })} onClick={() => void fetchNextPage()}>
            {labels.loadMore}
          </button>
        ) : (
          labels.caughtUp
        )}
      </div>
    </div>
  );
}
