import type { ReviewModel } from '@lp/contract/reviews';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { reviewKeys } from './review-keys';

export const REVIEWS_PAGE_SIZE = 10;

export type GetReviewsInput = { modelName: ReviewModel; modelId: number; page: number; rating: number | null };

/** One page of an object's reviews (newest first) with the summary of all its reviews. */
export function getReviews({ modelName, modelId, page, rating }: GetReviewsInput, signal?: AbortSignal) {
  const query = {
    model_name: modelName,
    model_id: String(modelId),
    page: String(page),
    page_size: String(REVIEWS_PAGE_SIZE),
    rating: rating === null ? undefined : String(rating),
  };
  return unwrap(client.api.core.reviews.$get({ query }, { init: { signal } }));
}

export const reviewsQueryOptions = (modelName: ReviewModel, modelId: number, rating: number | null) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.list(modelName, modelId, rating),
    queryFn: ({ pageParam, signal }) => getReviews({ modelName, modelId, page: pageParam, rating }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next ?? undefined,
    // Switching the star filter keeps the summary and the old list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

/** The reviews, growing a page at a time with "Load more". */
export function useReviews(modelName: ReviewModel, modelId: number, rating: number | null) {
  return useInfiniteQuery(reviewsQueryOptions(modelName, modelId, rating));
}
