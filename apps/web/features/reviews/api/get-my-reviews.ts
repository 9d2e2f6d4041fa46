import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { reviewKeys } from './review-keys';

export const MY_REVIEWS_PAGE_SIZE = 10;

/** Signed in: the caller's reviews, newest first, each with the course or institute it is about. */
export function getMyReviews(page: number, signal?: AbortSignal) {
  const query = { page: String(page), page_size: String(MY_REVIEWS_PAGE_SIZE) };
  return unwrap(client.api.accounts.reviews.$get({ query }, { init: { signal } }));
}

export const myReviewsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...reviewKeys.mine(), page],
    queryFn: ({ signal }) => getMyReviews(page, signal),
    placeholderData: keepPreviousData,
  });

export function useMyReviews(page: number) {
  return useQuery(myReviewsQueryOptions(page));
}
