import type { Post, PostsListing } from '@lp/contract/posts';
import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import type { FeedScope } from './posts-calls';

export const feedKeys = {
  all: ['feed'] as const,
  list: (scope: FeedScope, hashtag: string | undefined) => ['feed', scope, hashtag ?? ''] as const,
  comments: (postId: number) => ['feed', 'comments', postId] as const,
};

/** The feed pages, loaded one after another as the `next` indicator comes into view. */
export function useFeed(scope: FeedScope, hashtag: string | undefined, initial?: PostsListing) {
  return useInfiniteQuery({
    queryKey: feedKeys.list(scope, hashtag),
    // The calls (and the API client) load with the next page: the first comes with the HTML.
    queryFn: async ({ pageParam, signal }) => (await import('./posts-calls')).getPosts(scope, pageParam, hashtag, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next ?? undefined,
    ...(initial ? { initialData: { pages: [initial], pageParams: [1] } } : {}),
  });
}

/** Applies `change` to the post wherever a cached feed page holds it (optimistic like and save). */
export function updateCachedPost(queryClient: QueryClient, id: number, change: (post: Post) => Post) {
  queryClient.setQueriesData<InfiniteData<PostsListing>>({ queryKey: feedKeys.all }, (data) => {
    if (!data || !('pages' in data)) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        results: page.results.map((post) => (post.id === id ? change(post) : post)),
      })),
    };
  });
}
