import type { Author } from '@lp/contract/common';
import { COMMUNITY_RATE_LIMITS } from '@lp/contract/constants';
import type { RateLimiter } from '../platform/rate-limit.ts';

/** The author as the contract shows it: null once their account is deleted (the row's user_id went null, ADR 0012). */
export const authorOf = (userId: number | null, fullName: string | null): Author =>
  userId === null ? null : { id: userId, fullName: fullName ?? '' };

/** Whether the viewer wrote it: never for a visitor, and never for a text whose author is gone (null is nobody). */
export const isMine = (viewerId: number | null, userId: number | null): boolean => viewerId !== null && viewerId === userId;

export type CommunityBucket = keyof typeof COMMUNITY_RATE_LIMITS;

/**
 * The per-user rate limit of a community write (post, comment, like, ask, answer, vote, report):
 * COMMUNITY_RATE_LIMITS per minute, multiplied by config.communityRateLimitFactor.
 */
export function communityLimit(rateLimiter: RateLimiter, rateLimitFactor: number) {
  return (bucket: CommunityBucket, userId: number) =>
    rateLimiter.consume(`community.${bucket}`, [`user:${userId}`], {
      pointsPerMinute: Math.round(COMMUNITY_RATE_LIMITS[bucket] * rateLimitFactor),
    });
}
