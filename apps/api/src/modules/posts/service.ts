import type { Author, PageQuery } from '@lp/contract/common';
import { COMMUNITY_RATE_LIMITS } from '@lp/contract/constants';
import { extractHashtags } from '@lp/contract/format';
import { MESSAGES } from '@lp/contract/messages';
import type { Comment, CommentsListing, LikeResponse, Post, PostsListing, PostsQuery, ReportBody } from '@lp/contract/posts';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { users } from '../../db/schema/accounts.ts';
import {
  contentReports,
  type PostImage,
  postComments,
  postHashtags,
  postLikes,
  postSaves,
  posts,
} from '../../db/schema/posts.ts';
import { answers, questions } from '../../db/schema/questions.ts';
import { requireOwned } from '../../platform/access.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { Events } from '../../platform/events.ts';
import type { Notifications } from '../../platform/notifications.ts';
import { pageWindow, toListing } from '../../platform/paging.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { hiddenNoticeOf, visibleTo } from '../../shared/hidden-content.ts';

/** A stored report, handed to moderation in the report's transaction (it opens or joins the object's case). */
export type FiledReport = { objectType: ReportBody['model']; objectId: number; reporterId: number };

export type PostsDeps = {
  events: Events;
  notifications: Notifications;
  rateLimiter: RateLimiter;
  rateLimitFactor: number;
  /** Moderation's side of a report (issue 30). */
  reportFiled: (tx: Tx, report: FiledReport) => Promise<void>;
};

const hashtagsJson = sql<
  string[]
>`coalesce((select json_agg(h.tag order by h.tag) from ${postHashtags} h where h.post_id = ${posts.id}), '[]'::json)`;

function postColumns(viewerId: number | null) {
  return {
    id: posts.id,
    userId: posts.userId,
    text: posts.text,
    images: posts.images,
    likeCount: posts.likeCount,
    commentCount: posts.commentCount,
    createdAt: posts.createdAt,
    updatedAt: posts.updatedAt,
    authorName: users.fullName,
    hashtags: hashtagsJson,
    hiddenAt: posts.hiddenAt,
    hiddenReason: posts.hiddenReason,
    liked: viewerId
      ? sql<boolean>`exists (select 1 from ${postLikes} l where l.post_id = ${posts.id} and l.user_id = ${viewerId})`
      : sql<boolean>`false`,
    saved: viewerId
      ? sql<boolean>`exists (select 1 from ${postSaves} s where s.post_id = ${posts.id} and s.user_id = ${viewerId})`
      : sql<boolean>`false`,
  };
}

type PostRow = {
  id: number;
  userId: number | null;
  text: string;
  images: PostImage[];
  likeCount: number;
  commentCount: number;
  createdAt: Date;
  updatedAt: Date;
  authorName: string | null;
  hashtags: string[];
  liked: boolean;
  saved: boolean;
  hiddenAt: Date | null;
  hiddenReason: string | null;
};

/** The author as the contract shows it: null once their account is deleted (the row's user_id went null, ADR 0012). */
const authorOf = (userId: number | null, fullName: string | null): Author =>
  userId === null ? null : { id: userId, fullName: fullName ?? '' };

/** Whether the viewer wrote it: never for a visitor, and never for a text whose author is gone (null is nobody). */
const isMine = (viewerId: number | null, userId: number | null): boolean => viewerId !== null && viewerId === userId;

const toPost = (row: PostRow, viewerId: number | null): Post => ({
  id: row.id,
  text: row.text,
  images: row.images,
  hashtags: row.hashtags,
  likeCount: row.likeCount,
  commentCount: row.commentCount,
  liked: Boolean(row.liked),
  saved: Boolean(row.saved),
  mine: isMine(viewerId, row.userId),
  author: authorOf(row.userId, row.authorName),
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
  ...hiddenNoticeOf(row),
});

export function createPostsService(db: Database, deps: PostsDeps) {
  const { events, notifications, rateLimiter } = deps;

  const limit = (bucket: keyof typeof COMMUNITY_RATE_LIMITS, userId: number) =>
    rateLimiter.consume(`community.${bucket}`, [`user:${userId}`], {
      pointsPerMinute: Math.round(COMMUNITY_RATE_LIMITS[bucket] * deps.rateLimitFactor),
    });

  async function page(where: SQL | undefined, query: PageQuery, viewerId: number | null, order?: SQL[], from?: 'saved') {
    const { limit: take, offset } = pageWindow(query);
    const base = db.select(postColumns(viewerId)).from(posts).leftJoin(users, eq(users.id, posts.userId));
    const joined =
      from === 'saved' && viewerId
        ? base.innerJoin(postSaves, and(eq(postSaves.postId, posts.id), eq(postSaves.userId, viewerId)))
        : base;
    const counter =
      from === 'saved' && viewerId
        ? db
            .select({ n: count() })
            .from(postSaves)
            .innerJoin(posts, eq(posts.id, postSaves.postId))
            .where(and(eq(postSaves.userId, viewerId), where))
        : db.select({ n: count() }).from(posts).where(where);
    const [rows, [total]] = await Promise.all([
      joined
        .where(where)
        .orderBy(...(order ?? [sql`${posts.createdAt} desc`, sql`${posts.id} desc`]))
        .limit(take)
        .offset(offset),
      counter,
    ]);
    return toListing(
      (rows as PostRow[]).map((row) => toPost(row, viewerId)),
      total?.n ?? 0,
      query,
      MESSAGES.noMorePosts,
    );
  }

  async function one(id: number, viewerId: number | null): Promise<Post> {
    const [row] = await db
      .select(postColumns(viewerId))
      .from(posts)
      .leftJoin(users, eq(users.id, posts.userId))
      .where(and(eq(posts.id, id), visibleTo(posts, viewerId)))
      .limit(1);
    if (!row) throw notFound(MESSAGES.postNotFound);
    return toPost(row as PostRow, viewerId);
  }

  /** The post when `viewerId` may see it (a hidden post only its author; `undefined`: any post, for its owner's writes). */
  async function postRow(executor: Executor, id: number, viewerId?: number | null) {
    const [row] = await executor
      .select({ id: posts.id, userId: posts.userId })
      .from(posts)
      .where(and(eq(posts.id, id), viewerId === undefined ? undefined : visibleTo(posts, viewerId)))
      .limit(1);
    return row;
  }

  async function commentRow(id: number) {
    const [row] = await db.select().from(postComments).where(eq(postComments.id, id)).limit(1);
    return row;
  }

  async function writeHashtags(tx: Executor, postId: number, text: string) {
    await tx.delete(postHashtags).where(eq(postHashtags.postId, postId));
    const tags = extractHashtags(text).filter((tag) => tag.length <= 60);
    if (tags.length > 0) await tx.insert(postHashtags).values(tags.map((tag) => ({ postId, tag })));
  }

  async function commentsOf(postId: number, viewerId: number | null, query: PageQuery): Promise<CommentsListing> {
    const { limit: take, offset } = pageWindow(query);
    const where = and(eq(postComments.postId, postId), visibleTo(postComments, viewerId));
    const [rows, [total]] = await Promise.all([
      db
        .select({ comment: postComments, authorName: users.fullName })
        .from(postComments)
        .leftJoin(users, eq(users.id, postComments.userId))
        .where(where)
        .orderBy(postComments.createdAt, postComments.id)
        .limit(take)
        .offset(offset),
      db.select({ n: count() }).from(postComments).where(where),
    ]);
    return toListing(
      rows.map(({ comment, authorName }) => toComment(comment, authorName, viewerId)),
      total?.n ?? 0,
      query,
      MESSAGES.noMoreItems,
    );
  }

  function toComment(comment: typeof postComments.$inferSelect, authorName: string | null, viewerId: number | null): Comment {
    return {
      id: comment.id,
      postId: comment.postId,
      body: comment.body,
      mine: isMine(viewerId, comment.userId),
      author: authorOf(comment.userId, authorName),
      createdAt: comment.createdAt.toISOString(),
      updatedAt: comment.updatedAt.toISOString(),
      ...hiddenNoticeOf(comment),
    };
  }

  const excerpt = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}…` : text);

  events.on(
    'post.liked',
    async ({ payload }) => {
      // A post whose author's account is gone (null, ADR 0012) has nobody to tell.
      if (payload.postAuthorId === null || payload.postAuthorId === payload.likedBy) return;
      const [row] = await db
        .select({ text: posts.text, name: users.fullName })
        .from(posts)
        .innerJoin(users, eq(users.id, payload.likedBy))
        .where(eq(posts.id, payload.postId));
      if (!row) return;
      await notifications.notify(undefined, {
        userId: payload.postAuthorId,
        type: 'community',
        key: `post.liked:${payload.postId}:${payload.likedBy}`,
        title: `${row.name} liked your post`,
        body: excerpt(row.text),
        link: `/feed/${payload.postId}`,
      });
    },
    { name: 'posts.notify-like' },
  );

  events.on(
    'post.commented',
    async ({ payload }) => {
      const [row] = await db
        .select({ text: posts.text, name: users.fullName, body: postComments.body })
        .from(postComments)
        .innerJoin(posts, eq(posts.id, postComments.postId))
        .innerJoin(users, eq(users.id, postComments.userId))
        .where(eq(postComments.id, payload.commentId));
      if (!row) return;
      const link = `/feed/${payload.postId}#comment-${payload.commentId}`;
      if (payload.postAuthorId !== null && payload.postAuthorId !== payload.commentedBy) {
        await notifications.notify(undefined, {
          userId: payload.postAuthorId,
          type: 'community',
          key: `post.commented:${payload.commentId}`,
          title: `${row.name} commented on your post`,
          body: excerpt(row.body),
          link,
        });
      }
      // Everyone else who commented on the post hears about the reply (commenters whose account is
      // gone have a null user_id and are left out; a post without an author excludes nobody).
      const others = await db
        .selectDistinct({ userId: postComments.userId })
        .from(postComments)
        .where(
          and(
            eq(postComments.postId, payload.postId),
            sql`${postComments.userId} <> ${payload.commentedBy}`,
            payload.postAuthorId === null ? undefined : sql`${postComments.userId} <> ${payload.postAuthorId}`,
            sql`${postComments.id} < ${payload.commentId}`,
          ),
        );
      for (const other of others) {
        if (other.userId === null) continue;
        await notifications.notify(undefined, {
          userId: other.userId,
          type: 'community',
          key: `post.reply:${payload.commentId}`,
          title: `${row.name} replied where you commented`,
          body: excerpt(row.body),
          link,
        });
      }
    },
    { name: 'posts.notify-comment' },
  );

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
