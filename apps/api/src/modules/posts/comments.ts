import type { PageQuery } from '@lp/contract/common';
import { MESSAGES } from '@lp/contract/messages';
import type { Comment, CommentsListing } from '@lp/contract/posts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { postComments, posts } from '../../db/schema/posts.ts';
import { requireOwned } from '../../platform/access.ts';
import { notFound } from '../../platform/errors.ts';
import type { PostRecords, PostsDeps } from './records.ts';

/** Comments on a post: the list, adding (rate limited; `post.commented` tells the author and other commenters), editing, deleting. */
export function createComments(db: Database, deps: PostsDeps, records: PostRecords) {
  const { events } = deps;
  const { limit, postRow, commentRow, commentsOf, toComment } = records;

  return {
    async comments(postId: number, viewerId: number | null, query: PageQuery): Promise<CommentsListing> {
      if (!(await postRow(db, postId, viewerId))) throw notFound(MESSAGES.postNotFound);
      return commentsOf(postId, viewerId, query);
    },

    async addComment(userId: number, postId: number, body: string): Promise<Comment> {
      const post = await postRow(db, postId, userId);
      if (!post) throw notFound(MESSAGES.postNotFound);
      await limit('comment', userId);
      const comment = await db.transaction(async (tx) => {
        const [row] = await tx.insert(postComments).values({ postId, userId, body }).returning();
        if (!row) throw new Error('comment insert returned no row');
        await tx
          .update(posts)
          .set({ commentCount: sql`${posts.commentCount} + 1` })
          .where(eq(posts.id, postId));
        await events.emit(tx, {
          type: 'post.commented',
          payload: { postId, postAuthorId: post.userId, commentId: row.id, commentedBy: userId },
          userId,
        });
        return row;
      });
      const [author] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, userId));
      return toComment(comment, author?.name ?? '', userId);
    },

    async editComment(userId: number, id: number, body: string): Promise<Comment> {
      requireOwned(
        await commentRow(id),
        { id: userId },
        { missing: MESSAGES.commentNotFound, notYours: MESSAGES.commentNotYours },
      );
      const [row] = await db
        .update(postComments)
        .set({ body, updatedAt: sql`now()` })
        .where(and(eq(postComments.id, id), eq(postComments.userId, userId)))
        .returning();
      if (!row) throw notFound(MESSAGES.commentNotFound);
      const [author] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, userId));
      return toComment(row, author?.name ?? '', userId);
    },

    async deleteComment(userId: number, id: number): Promise<void> {
      const row = requireOwned(
        await commentRow(id),
        { id: userId },
        {
          missing: MESSAGES.commentNotFound,
          notYours: MESSAGES.commentNotYours,
        },
      );
      await db.transaction(async (tx) => {
        const deleted = await tx
          .delete(postComments)
          .where(and(eq(postComments.id, id), eq(postComments.userId, userId)))
          .returning({ id: postComments.id, hiddenAt: postComments.hiddenAt });
        // A hidden comment was not counted (moderation took it off the count).
        if (deleted.length === 0 || deleted[0]?.hiddenAt !== null) return;
        await tx
          .update(posts)
          .set({ commentCount: sql`greatest(${posts.commentCount} - 1, 0)` })
          .where(eq(posts.id, row.postId));
      });
    },
  };
}
