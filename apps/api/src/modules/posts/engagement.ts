import { MESSAGES } from '@lp/contract/messages';
import type { LikeResponse, ReportBody } from '@lp/contract/posts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { contentReports } from '../../db/schema/moderation.ts';
import { postComments, postLikes, postSaves, posts } from '../../db/schema/posts.ts';
import { answers, questions } from '../../db/schema/questions.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { visibleTo } from '../../shared/hidden-content.ts';
import type { PostRecords, PostsDeps } from './records.ts';

/** Likes (and their counter), saves and reports of a post; withdrawing a deleted account's likes. */
export function createEngagement(db: Database, deps: PostsDeps, records: PostRecords) {
  const { events } = deps;
  const { limit, postRow } = records;

  return {
    /** POST likes, DELETE unlikes; both idempotent; the counter moves with the row, so it stays exact. */
    async like(userId: number, id: number, on: boolean): Promise<LikeResponse> {
      await limit('like', userId);
      return db.transaction(async (tx) => {
        const post = await postRow(tx, id, userId);
        if (!post) throw notFound(MESSAGES.postNotFound);
        const changed = on
          ? await tx.insert(postLikes).values({ postId: id, userId }).onConflictDoNothing().returning({ u: postLikes.userId })
          : await tx
              .delete(postLikes)
              .where(and(eq(postLikes.postId, id), eq(postLikes.userId, userId)))
              .returning({ u: postLikes.userId });
        if (changed.length > 0) {
          const [row] = await tx
            .update(posts)
            .set({ likeCount: sql`${posts.likeCount} + ${on ? 1 : -1}` })
            .where(eq(posts.id, id))
            .returning({ likeCount: posts.likeCount });
          if (on)
            await events.emit(tx, {
              type: 'post.liked',
              payload: { postId: id, postAuthorId: post.userId, likedBy: userId },
              userId,
            });
          return { liked: on, likeCount: row?.likeCount ?? 0 };
        }
        const [row] = await tx.select({ likeCount: posts.likeCount }).from(posts).where(eq(posts.id, id));
        return { liked: on, likeCount: row?.likeCount ?? 0 };
      });
    },

    /**
     * A step of account deletion (ADR 0012), run in its transaction before the users row goes:
     * the user's likes go and each like count they were in drops by one with them (ADR 0017), so
     * every count still equals its like rows. Their posts and comments stay (the database sets
     * their user_id to null), so no comment count moves; saves count nothing and go by cascade.
     */
    async withdrawLikesOf(tx: Tx, userId: number): Promise<void> {
      const likesGone = tx
        .$with('post_likes_gone')
        .as(tx.delete(postLikes).where(eq(postLikes.userId, userId)).returning({ id: postLikes.postId }));
      await tx
        .with(likesGone)
        .update(posts)
        .set({ likeCount: sql`${posts.likeCount} - 1` })
        .where(inArray(posts.id, tx.select({ id: likesGone.id }).from(likesGone)));
    },

    async save(userId: number, id: number, on: boolean): Promise<{ saved: boolean }> {
      await limit('like', userId);
      if (!(await postRow(db, id, userId))) throw notFound(MESSAGES.postNotFound);
      if (on) await db.insert(postSaves).values({ postId: id, userId }).onConflictDoNothing();
      else await db.delete(postSaves).where(and(eq(postSaves.postId, id), eq(postSaves.userId, userId)));
      return { saved: on };
    },

    /** Stores a report of a question, answer, post or comment for moderation (one per reporter and object). */
    async report(userId: number, input: ReportBody): Promise<void> {
      await limit('report', userId);
      const table = { question: questions, answer: answers, post: posts, comment: postComments }[input.model];
      const [exists] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, input.id), visibleTo(table, userId)))
        .limit(1);
      if (!exists) throw notFound(MESSAGES.notFound);
      try {
        await db.transaction(async (tx) => {
          await tx
            .insert(contentReports)
            .values({ reporterId: userId, model: input.model, modelId: input.id, reason: input.reason });
          await deps.reportFiled(tx, { objectType: input.model, objectId: input.id, reporterId: userId });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(MESSAGES.alreadyReported);
        throw error;
      }
    },
  };
}
