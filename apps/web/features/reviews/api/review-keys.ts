import type { ReviewModel } from '@lp/contract/reviews';

/** Query keys of one object's reviews: invalidating `all` refreshes its list, summary and the caller's own review. */
export const reviewKeys = {
  all: (modelName: ReviewModel, modelId: number) => ['core', 'reviews', modelName, modelId] as const,
  list: (modelName: ReviewModel, modelId: number, rating: number | null) =>
    [...reviewKeys.all(modelName, modelId), 'list', rating] as const,
  own: (modelName: ReviewModel, modelId: number) => [...reviewKeys.all(modelName, modelId), 'own'] as const,
  mine: () => ['accounts', 'reviews'] as const,
};
