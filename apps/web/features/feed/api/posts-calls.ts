import { client, unwrap } from '@/lib/api-client';

export const FEED_PAGE_SIZE = 10;
export type FeedScope = 'all' | 'mine' | 'saved';

/** A page of the feed: everyone's (optionally one hashtag), mine, or my saved posts. */
export function getPosts(scope: FeedScope, page: number, hashtag: string | undefined, signal?: AbortSignal) {
  // The same query on each list (my posts and saved posts take no hashtag and ignore it).
  const query = { page: String(page), page_size: String(FEED_PAGE_SIZE), hashtag: hashtag || undefined };
  const init = { init: { signal } };
  if (scope === 'mine') return unwrap(client.api.core.posts['my-posts'].$get({ query }, init));
  if (scope === 'saved') return unwrap(client.api.core.posts.saved.$get({ query }, init));
  return unwrap(client.api.core.posts.$get({ query }, init));
}

/** Multipart: `text` and up to 4 files in `images`. */
export function createPost(text: string, images: File[]) {
  const form = new FormData();
  form.set('text', text);
  for (const image of images) form.append('images', image);
  // The route documents its multipart body for OpenAPI only (the handler reads the stream itself),
  // so hc has no `form` input for it: the FormData goes as the request's body.
  return unwrap(client.api.core.posts.$post({}, { init: { body: form } }));
}

export function editPost(id: number, text: string) {
  return unwrap(client.api.core.posts[':id'].$post({ param: { id: String(id) }, json: { text } }));
}

export function deletePost(id: number) {
  return unwrap(client.api.core.posts[':id'].$delete({ param: { id: String(id) } }));
}

/** POST likes, DELETE unlikes (idempotent); answers the state and the count. */
export function setLike(id: number, on: boolean) {
  const like = client.api.core.posts.like[':id'];
  const param = { id: String(id) };
  return unwrap(on ? like.$post({ param }) : like.$delete({ param }));
}

export function setSaved(id: number, on: boolean) {
  const saved = client.api.core.posts.saved[':id'];
  const param = { id: String(id) };
  return unwrap(on ? saved.$post({ param }) : saved.$delete({ param }));
}

export function getComments(postId: number, page: number, signal?: AbortSignal) {
  return unwrap(
    client.api.core.posts.comments[':id'].$get(
      { param: { id: String(postId) }, query: { page: String(page), page_size: '50' } },
      { init: { signal } },
    ),
  );
}

export function addComment(postId: number, body: string) {
  return unwrap(client.api.core.posts.comments[':id'].$post({ param: { id: String(postId) }, json: { body } }));
}

export function editComment(id: number, body: string) {
  return unwrap(client.api.core.posts.comments[':id'].edit.$post({ param: { id: String(id) }, json: { body } }));
}

export function deleteComment(id: number) {
  return unwrap(client.api.core.posts.comments[':id'].delete.$delete({ param: { id: String(id) } }));
}
