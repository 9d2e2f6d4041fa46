import type { Comment, CommentsListing, LikeResponse, Post, PostsListing, SaveResponse } from '@lp/contract/posts';
import { api } from '@/lib/api-client';

export const FEED_PAGE_SIZE = 10;
export type FeedScope = 'all' | 'mine' | 'saved';

/** A page of the feed: everyone's (optionally one hashtag), mine, or my saved posts. */
export function getPosts(
  scope: FeedScope,
  page: number,
  hashtag: string | undefined,
  signal?: AbortSignal,
): Promise<PostsListing> {
  const query = new URLSearchParams({ page: String(page), page_size: String(FEED_PAGE_SIZE) });
  if (hashtag) query.set('hashtag', hashtag);
  const path = scope === 'mine' ? '/api/core/posts/my-posts' : scope === 'saved' ? '/api/core/posts/saved' : '/api/core/posts';
  return api.get<PostsListing>(`${path}?${query}`, { signal });
}

/** Multipart: `text` and up to 4 files in `images`. */
export function createPost(text: string, images: File[]): Promise<{ post: Post }> {
  const form = new FormData();
  form.set('text', text);
  for (const image of images) form.append('images', image);
  return api.post<{ post: Post }>('/api/core/posts', form);
}

export function editPost(id: number, text: string): Promise<{ post: Post }> {
  return api.post<{ post: Post }>(`/api/core/posts/${id}`, { text });
}

export function deletePost(id: number): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/api/core/posts/${id}`);
}

/** POST likes, DELETE unlikes (idempotent); answers the state and the count. */
export function setLike(id: number, on: boolean): Promise<LikeResponse> {
  return on ? api.post<LikeResponse>(`/api/core/posts/like/${id}`) : api.delete<LikeResponse>(`/api/core/posts/like/${id}`);
}

export function setSaved(id: number, on: boolean): Promise<SaveResponse> {
  return on ? api.post<SaveResponse>(`/api/core/posts/saved/${id}`) : api.delete<SaveResponse>(`/api/core/posts/saved/${id}`);
}

export function getComments(postId: number, page: number, signal?: AbortSignal): Promise<CommentsListing> {
  return api.get<CommentsListing>(`/api/core/posts/comments/${postId}?page=${page}&page_size=50`, { signal });
}

export function addComment(postId: number, body: string): Promise<{ comment: Comment }> {
  return api.post<{ comment: Comment }>(`/api/core/posts/comments/${postId}`, { body });
}

export function editComment(id: number, body: string): Promise<{ comment: Comment }> {
  return api.post<{ comment: Comment }>(`/api/core/posts/comments/${id}/edit`, { body });
}

export function deleteComment(id: number): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/api/core/posts/comments/${id}/delete`);
}
