import type { Review, ReviewModel } from '@lp/contract/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { reviewKeys } from './review-keys';

/** Signed in: the caller's review of the object, or null when they have not reviewed it (the API's 404). */
export async function getOwnReview(modelName: ReviewModel, modelId: number, signal?: AbortSignal): Promise<Review | null> {
  const query = { model_name: modelName, model_id: String(modelId) };
  try {
    const { review } = await unwrap(client.api.core.reviews.get.$get({ query }, { init: { signal } }));
    return review;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const ownReviewQueryOptions = (modelName: ReviewModel, modelId: number, enabled: boolean) =>
  queryOptions({
    queryKey: reviewKeys.own(modelName, modelId),
    queryFn: ({ signal }) => getOwnReview(modelName, modelId, signal),
    enabled,
  });

export function useOwnReview(modelName: ReviewModel, modelId: number, enabled: boolean) {
  return useQuery(ownReviewQueryOptions(modelName, modelId, enabled));
}
