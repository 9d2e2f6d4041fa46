import type { PageQuery } from '@lp/contract/common';
import { extractHashtags } from '@lp/contract/format';
import { MESSAGES } from '@lp/contract/messages';
import type { Comment, CommentsListing, Post, ReportBody } from '@lp/contract/posts';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { type PostImage, postComments, postHashtags, postLikes, postSaves, posts } from '../../db/schema/posts.ts';
import { notFound } from '../../platform/errors.ts';
import type { Events } from '../../platform/events.ts';
import { countUpTo, paginate } from '../../platform/paging.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { authorOf, communityLimit, isMine } from '../../shared/community.ts';
import { hiddenNoticeOf, visibleTo } from '../../shared/hidden-content.ts';

/** A stored report, handed to moderation in the report's transaction (it opens or joins the object's case). */
export type FiledReport = { objectType: ReportBody['model']; objectId: number; reporterId: number };

export type PostsDeps = {
  events: Events;
  rateLimiter: RateLimiter;
  rateLimitFactor: number;
  /** Moderation's side of a report (issue 30). */
  reportFiled: (tx: Tx, report: FiledReport) => Promise<void>;
};

export const hashtagsJson = sql<
  string[]
>`coalesce((select json_agg(h.tag order by h.tag) from ${postHashtags} h where h.post_id = ${posts.id}), '[]'::json)`;

export function postColumns(viewerId: number | null) {
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

export type PostRow = {
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

export const toPost = (row: PostRow, viewerId: number | null): Post => ({
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

/** What the posts use cases share: the rate limits, a page of posts, one post, rows, hashtags, comments. */
export function postRecords(db: Database, deps: PostsDeps) {
  const limit = communityLimit(deps.rateLimiter, deps.rateLimitFactor);

  async function page(where: SQL | undefined, query: PageQuery, viewerId: number | null, order?: SQL[], from?: 'saved') {
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
        : undefined;
    return paginate(
      query,
      {
        rows: async ({ limit: take, offset }) => {
          const rows = await joined
            .where(where)
            // NULLS LAST as posts_list_idx is declared (created_at is never null): with the default
            // NULLS FIRST the planner cannot read the index in order and sorts the whole table.
            .orderBy(...(order ?? [sql`${posts.createdAt} desc nulls last`, sql`${posts.id} desc nulls last`]))
            .limit(take)
            .offset(offset);
          return (rows as PostRow[]).map((row) => toPost(row, viewerId));
        },
        count: async () =>
          counter ? ((await counter)[0]?.n ?? 0) : countUpTo(db, sql`select 1 from ${posts} where ${where ?? sql`true`}`),
      },
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
    const where = and(eq(postComments.postId, postId), visibleTo(postComments, viewerId));
    return paginate(query, {
      rows: async ({ limit: take, offset }) => {
        const rows = await db
          .select({ comment: postComments, authorName: users.fullName })
          .from(postComments)
          .leftJoin(users, eq(users.id, postComments.userId))
          .where(where)
          .orderBy(postComments.createdAt, postComments.id)
          .limit(take)
          .offset(offset);
        return rows.map(({ comment, authorName }) => toComment(comment, authorName, viewerId));
      },
      count: () => db.$count(postComments, where),
    });
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

  return { limit, page, one, postRow, commentRow, writeHashtags, commentsOf, toComment };
}

export type PostRecords = ReturnType<typeof postRecords>;
