import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { postComments, posts } from '../../db/schema/posts.ts';
import { reaction } from '../../platform/module.ts';
import { noticeOf } from '../../platform/notice-texts.ts';
import type { Notifications } from '../../platform/notifications.ts';

const excerpt = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}…` : text);

/** Who hears about a like or a comment on a post. */
export function postsReactions(db: Database, notifications: Notifications) {
  return [
    reaction('post.liked', 'posts.notify-like', async ({ payload }) => {
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
        message: noticeOf('post.liked', { name: row.name, excerpt: excerpt(row.text) }),
        link: `/feed/${payload.postId}`,
      });
    }),
    reaction('post.commented', 'posts.notify-comment', async ({ payload }) => {
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
          message: noticeOf('post.commented', { name: row.name, excerpt: excerpt(row.body) }),
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
          message: noticeOf('post.reply', { name: row.name, excerpt: excerpt(row.body) }),
          link,
        });
      }
    }),
  ];
}
