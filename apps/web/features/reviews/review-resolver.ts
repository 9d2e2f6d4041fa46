import { zodResolver } from '@hookform/resolvers/zod';
import { updateReviewBodySchema } from '@lp/contract/reviews';
import { localizedResolver } from '@/lib/localized-resolver';

/** The review form's checks: the contract's rules in the page's language, loaded with the form's first check (lib/lazy-resolver.ts). */
export const reviewResolver = localizedResolver(zodResolver(updateReviewBodySchema));
