import type { ReviewModel, UpdateReviewBody } from '@lp/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { reviewKeys } from './review-keys';

/** Signed in: edits the caller's own review (403 for anyone else's). */
export function updateReview(id: number, body: UpdateReviewBody) {
  return unwrap(client.api.core.reviews[':id'].$post({ param: { id: String(id) }, json: body }));
}

export function useUpdateReview(modelName: ReviewModel, modelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateReviewBody & { id: number }) => updateReview(id, body),
    onSuccess: ({ review }) => {
      queryClient.setQueryData(reviewKeys.own(modelName, modelId), review);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all(modelName, modelId) });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.mine() });
    },
  });
}
