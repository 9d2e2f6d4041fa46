import { MESSAGES } from '@lp/contract/messages';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Text hidden by moderators (issue 30: questions, answers, posts, comments carry `hidden_at` and
 * `hidden_reason`) is gone for everyone but its author, who still sees it, marked. Every query
 * that lists or opens such text filters with one of these.
 */
export function visibleTo(columns: { hiddenAt: AnyPgColumn; userId: AnyPgColumn }, viewerId: number | null): SQL {
  return viewerId === null
    ? sql`${columns.hiddenAt} is null`
    : sql`(${columns.hiddenAt} is null or ${columns.userId} = ${viewerId})`;
}

/** What a row shows when it is hidden (only its author receives it): `{ hiddenNotice }`, or nothing. */
export function hiddenNoticeOf(row: { hiddenAt: Date | null; hiddenReason: string | null }): { hiddenNotice?: string } {
  if (row.hiddenAt === null) return {};
  return { hiddenNotice: MESSAGES.hiddenByModerators.replace('{reason}', () => row.hiddenReason ?? '') };
}
