import { zodResolver } from '@hookform/resolvers/zod';
import { updateReviewBodySchema } from '@lp/contract/reviews';

/** The review form's checks: the contract's rules, loaded with the form's first check (lib/lazy-resolver.ts). */
export const reviewResolver = zodResolver(updateReviewBodySchema);
