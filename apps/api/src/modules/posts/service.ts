import type { PageQuery } from '@lp/contract/common';
import { MESSAGES } from '@lp/contract/messages';
import type { Post, PostsListing, PostsQuery } from '@lp/contract/posts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { type PostImage, postComments, postHashtags, postSaves, posts } from '../../db/schema/posts.ts';
import { requireOwned } from '../../platform/access.ts';
import { visibleTo } from '../../shared/hidden-content.ts';
import { createComments } from './comments.ts';
import { createEngagement } from './engagement.ts';
import { type PostRow, type PostsDeps, postColumns, postRecords, toPost } from './records.ts';

export function createPostsService(db: Database, deps: PostsDeps) {
  const records = postRecords(db, deps);
  const { limit, page, one, postRow, writeHashtags } = records;
  const commentUseCases = createComments(db, deps, records);
  const engagement = createEngagement(db, deps, records);

  return {
    list(query: PostsQuery, viewerId: number | null): Promise<PostsListing> {
      const where = and(
        query.hashtag
          ? sql`exists (select 1 from ${postHashtags} h where h.post_id = ${posts.id} and h.tag = ${query.hashtag})`
          : undefined,
        query.q ? sql`${posts.search} @@ websearch_to_tsquery('english', ${query.q})` : undefined,
        visibleTo(posts, null),
      );
      return page(where, query, viewerId);
    },

    listMine(userId: number, query: PageQuery): Promise<PostsListing> {
      return page(eq(posts.userId, userId), query, userId);
    },

    listSaved(userId: number, query: PageQuery): Promise<PostsListing> {
      return page(visibleTo(posts, userId), query, userId, [sql`${postSaves.createdAt} desc`, sql`${posts.id} desc`], 'saved');
    },

    get: one,

    /** Counts the post against the caller's budget before the images are processed. */
    async checkBudget(userId: number): Promise<void> {
      await limit('post', userId);
    },

    async create(userId: number, text: string, images: PostImage[]): Promise<Post> {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.insert(posts).values({ userId, text, images }).returning({ id: posts.id });
        if (!row) throw new Error('post insert returned no row');
        await writeHashtags(tx, row.id, text);
        return row.id;
      });
      return one(id, userId);
    },

    async edit(userId: number, id: number, text: string): Promise<Post> {
      requireOwned(await postRow(db, id), { id: userId }, { missing: MESSAGES.postNotFound, notYours: MESSAGES.postNotYours });
      await db.transaction(async (tx) => {
        await tx
          .update(posts)
          .set({ text, updatedAt: sql`now()` })
          .where(and(eq(posts.id, id), eq(posts.userId, userId)));
        await writeHashtags(tx, id, text);
      });
      return one(id, userId);
    },

    async remove(userId: number, id: number): Promise<void> {
      requireOwned(await postRow(db, id), { id: userId }, { missing: MESSAGES.postNotFound, notYours: MESSAGES.postNotYours });
      await db.delete(posts).where(and(eq(posts.id, id), eq(posts.userId, userId)));
    },

    like: engagement.like,
    withdrawLikesOf: engagement.withdrawLikesOf,
    save: engagement.save,
    comments: commentUseCases.comments,
    addComment: commentUseCases.addComment,
    editComment: commentUseCases.editComment,
    deleteComment: commentUseCases.deleteComment,
    report: engagement.report,

    /**
     * Moderation's port (issue 30): hides a post or a comment with the moderator's reason, or
     * brings it back (`null`), in the caller's transaction. A hidden comment leaves its post's count.
     */
    async setHidden(tx: Tx, kind: 'post' | 'comment', id: number, hidden: { reason: string } | null): Promise<void> {
      const values = hidden ? { hiddenAt: sql`now()`, hiddenReason: hidden.reason } : { hiddenAt: null, hiddenReason: null };
      if (kind === 'post') {
        await tx.update(posts).set(values).where(eq(posts.id, id));
        return;
      }
      const [before] = await tx
        .select({ hiddenAt: postComments.hiddenAt })
        .from(postComments)
        .where(eq(postComments.id, id))
        .for('update');
      if (!before) return;
      const [comment] = await tx
        .update(postComments)
        .set(values)
        .where(eq(postComments.id, id))
        .returning({ postId: postComments.postId });
      // The post's comment count is what others see: a hidden comment is not counted.
      if (comment && (before.hiddenAt === null) !== (hidden === null)) {
        await tx
          .update(posts)
          .set({ commentCount: sql`greatest(${posts.commentCount} + ${hidden ? -1 : 1}, 0)` })
          .where(eq(posts.id, comment.postId));
      }
    },

    /** Posts for search: by id, in the given order, as `viewerId` sees them (liked, saved, mine). */
    async cardsByIds(ids: number[], viewerId: number | null): Promise<Post[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(postColumns(viewerId))
        .from(posts)
        .leftJoin(users, eq(users.id, posts.userId))
        .where(and(inArray(posts.id, ids), visibleTo(posts, null)));
      const byId = new Map((rows as PostRow[]).map((row) => [row.id, toPost(row, viewerId)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
