import type { ReviewModel } from '@lp/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { reviewKeys } from './review-keys';

/** Signed in: deletes the caller's own review. */
export function deleteReview(id: number) {
  return unwrap(client.api.core.reviews[':id'].$delete({ param: { id: String(id) } }));
}

export function useDeleteReview(modelName: ReviewModel, modelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: () => {
      queryClient.setQueryData(reviewKeys.own(modelName, modelId), null);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all(modelName, modelId) });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.mine() });
    },
  });
}
