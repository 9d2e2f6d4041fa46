import type { CreateReviewBody, ReviewModel } from '@lp/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { reviewKeys } from './review-keys';

/** Signed in: reviews a course or institute (409 when the caller already has). */
export function createReview(body: CreateReviewBody) {
  return unwrap(client.api.core.reviews.$post({ json: body }));
}

export function useCreateReview(modelName: ReviewModel, modelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreateReviewBody, 'model_name' | 'model_id'>) =>
      createReview({ ...body, model_name: modelName, model_id: modelId }),
    onSuccess: ({ review }) => {
      queryClient.setQueryData(reviewKeys.own(modelName, modelId), review);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all(modelName, modelId) });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.mine() });
    },
  });
}
