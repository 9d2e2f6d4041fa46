import type { Listing } from '@lp/contract/common';
import type { MyReview } from '@lp/contract/reviews';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewKeys } from './review-keys';

export const MY_REVIEWS_PAGE_SIZE = 10;

/** Signed in: the caller's reviews, newest first, each with the course or institute it is about. */
export function getMyReviews(page: number, signal?: AbortSignal): Promise<Listing<MyReview>> {
  const query = new URLSearchParams({ page: String(page), page_size: String(MY_REVIEWS_PAGE_SIZE) });
  return api.get<Listing<MyReview>>(`/api/accounts/reviews?${query}`, { signal });
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
