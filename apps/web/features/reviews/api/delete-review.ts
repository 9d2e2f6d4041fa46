import type { ReviewModel } from '@lp/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewKeys } from './review-keys';

/** Signed in: deletes the caller's own review. */
export function deleteReview(id: number): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/api/core/reviews/${id}`);
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
