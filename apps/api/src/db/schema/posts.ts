import { type SQL, sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps, tsvector } from '../columns.ts';
import { users } from './accounts.ts';

/** One stored picture of a post: its WebP variants as the upload pipeline made them. */
export type PostImage = { width: number; height: number; variants: { width: number; height: number; url: string }[] };

/** Feed posts (issue 9). Counters move in the transaction of the like/comment row that changes them. */
export const posts = pgTable(
  'posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The author; null once their account is deleted: the post stays for the comments under it (ADR 0012). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    images: jsonb('images').$type<PostImage[]>().notNull().default([]),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /** Hidden by moderators (issue 30): gone for everyone but the author, who sees the reason. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    search: tsvector('search').generatedAlwaysAs((): SQL => sql`to_tsvector('english', ${posts.text})`),
    ...timestamps,
  },
  (t) => [
    index('posts_list_idx').on(t.createdAt.desc(), t.id.desc()),
    index('posts_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('posts_search_idx').using('gin', t.search),
    // Search's typo matching (a word of the text spelled nearly like the term).
    index('posts_text_trgm_idx').using('gin', sql`${t.text} gin_trgm_ops`),
  ],
);

export const postHashtags = pgTable(
  'post_hashtags',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tag] }), index('post_hashtags_tag_idx').on(t.tag, t.postId.desc())],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_likes_user_idx').on(t.userId)],
);

export const postSaves = pgTable(
  'post_saves',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_saves_user_idx').on(t.userId, t.createdAt.desc())],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** The author; null once their account is deleted: the comment stays in its thread (ADR 0012). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** Hidden by moderators (issue 30): gone for everyone but the author, who sees the reason. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    ...timestamps,
  },
  (t) => [index('post_comments_post_idx').on(t.postId, t.createdAt), index('post_comments_user_idx').on(t.userId)],
);
