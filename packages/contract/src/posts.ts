import { z } from 'zod';
import { authorSchema, idSchema, listingSchema, MAX_ID, pageQuerySchema } from './common.ts';
import { COMMENT_MAX, POST_TEXT_MAX } from './constants.ts';
import { MESSAGES } from './messages.ts';

/** The feed: posts, likes, saves, comments, hashtags (issue 9; docs/spec-notes.md). */

export const postsQuerySchema = pageQuerySchema.extend({
  /** A hashtag without `#` (lowercase letters, digits, underscores). */
  hashtag: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[\p{L}\p{M}\p{N}_]{1,60}$/u, MESSAGES.hashtagInvalid)
    .optional(),
  q: z.string().trim().max(100, MESSAGES.searchTermTooLong).optional(),
});
export type PostsQuery = z.infer<typeof postsQuerySchema>;

export const postTextSchema = z
  .string({ error: MESSAGES.postTextLength })
  .trim()
  .min(1, MESSAGES.postTextLength)
  .max(POST_TEXT_MAX, MESSAGES.postTextLength);

/** POST /posts/{id}: the text only (images stay as posted). */
export const editPostBodySchema = z.object({ text: postTextSchema });

export const commentBodySchema = z.object({
  body: z
    .string({ error: MESSAGES.commentLength })
    .trim()
    .min(1, MESSAGES.commentLength)
    .max(COMMENT_MAX, MESSAGES.commentLength),
});

export const postIdParamSchema = z.object({ id: idSchema });

const imageVariantSchema = z.object({ width: z.number().int(), height: z.number().int(), url: z.string() });
export const postImageSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(imageVariantSchema),
});
export type PostImage = z.infer<typeof postImageSchema>;

export const postSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  images: z.array(postImageSchema),
  hashtags: z.array(z.string()),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  liked: z.boolean(),
  saved: z.boolean(),
  mine: z.boolean(),
  author: authorSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Only the author sees a hidden text, with "Hidden by moderators: <reason>" here (issue 30). */
  hiddenNotice: z.string().optional(),
});
export type Post = z.infer<typeof postSchema>;

export const postsListingSchema = listingSchema(postSchema);
export type PostsListing = z.infer<typeof postsListingSchema>;
export const postResponseSchema = z.object({ post: postSchema });

export const likeResponseSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export type LikeResponse = z.infer<typeof likeResponseSchema>;
export const saveResponseSchema = z.object({ saved: z.boolean() });
export type SaveResponse = z.infer<typeof saveResponseSchema>;

export const commentSchema = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  body: z.string(),
  mine: z.boolean(),
  author: authorSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Only the author sees a hidden text, with "Hidden by moderators: <reason>" here (issue 30). */
  hiddenNotice: z.string().optional(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentsListingSchema = listingSchema(commentSchema);
export type CommentsListing = z.infer<typeof commentsListingSchema>;
export const commentResponseSchema = z.object({ comment: commentSchema });

export const REPORT_MODELS = ['question', 'answer', 'post', 'comment'] as const;
export const reportBodySchema = z.object({
  model: z.enum(REPORT_MODELS, { error: MESSAGES.reportModelInvalid }),
  id: z.number({ error: MESSAGES.reportModelInvalid }).int().positive().max(MAX_ID),
  reason: z
    .string({ error: MESSAGES.reportReasonLength })
    .trim()
    .min(3, MESSAGES.reportReasonLength)
    .max(500, MESSAGES.reportReasonLength),
});
export type ReportBody = z.infer<typeof reportBodySchema>;
export const reportResponseSchema = z.object({ message: z.string() });
