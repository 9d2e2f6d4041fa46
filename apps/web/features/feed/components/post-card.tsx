'use client';

import type { Locale } from '@lp/contract/locale';
import type { Post } from '@lp/contract/posts';
import type { QueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Bookmark, Heart, MessageCircle } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { ReportButton } from '@/components/community/report-button';
import { Avatar } from '@/components/ui/avatar';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/components/ui/link';
import { RelativeTime } from '@/components/ui/relative-time';
import { useDataSaver } from '@/lib/data-saver-context';

/*
 * What a reader of the card does not need until they act loads on demand: the Markdown renderer
 * (a server page hands in the text already drawn), the API calls, the comments with TanStack Query
 * and the editor. The search page shows posts without any of it
 * (docs/decisions/0021).
 */
// React's own lazy loading (not next/dynamic, whose runtime would join the page's first load).
const PostText = lazy(() => import('./post-text').then((module) => ({ default: module.PostText })));
const PostEditor = lazy(() => import('./post-editor').then((module) => ({ default: module.PostEditor })));
const PostComments = lazy(() => import('./post-comments').then((module) => ({ default: module.PostComments })));
const loadCalls = () => import('../api/posts-calls');

type PostCalls = Awaited<ReturnType<typeof loadCalls>>;

/** The tab's cached feed pages (if it has any) learn of a change made on this card. */
async function updateFeedCache(update: (client: QueryClient, feed: typeof import('../api/use-feed')) => void) {
  const [{ tabQueryClient }, feed] = await Promise.all([import('@/components/query-provider'), import('../api/use-feed')]);
  const client = tabQueryClient();
  if (client) update(client, feed);
}

function messageOf(error: unknown, failed: string): Promise<string> {
  return import('@/lib/api-error').then(
    // The API's own answers come in the page's language; a request that got no answer says `failed`.
    (module) => (error instanceof module.ApiError ? error.message : failed),
    () => failed,
  );
}

/**
 * A card's words in the page's language, made by the server page (`postCardLabels`) and passed
 * down: the feed and search results are public, so no message namespace joins their first load.
 */
export type PostCardLabels = {
  locale: Locale;
  edited: string;
  edit: string;
  delete: string;
  confirmDelete: string;
  like: string;
  liked: string;
  comments: string;
  save: string;
  saved: string;
  /** Before "1/2 · name" in a picture's alternative text. */
  picture: string;
  deletedUser: string;
  editPost: string;
  saveChanges: string;
  cancel: string;
  loadingComments: string;
  writeComment: string;
  editComment: string;
  saveComment: string;
  comment: string;
  noComments: string;
  signInToAct: string;
  failed: string;
};

const ghostButton = buttonClassName({ variant: 'ghost', size: 'sm' });

function srcSetOf(image: Post['images'][number]): string {
  return image.variants.map((v) => `${v.url} ${v.width}w`).join(', ');
}

/**
 * The pictures of a post at the sizes the pipeline made, loaded when they come near the screen;
 * with data saver, only the smallest size (the browser would otherwise pick by the screen's pixels).
 */
function PostImages({ images, byName, label }: { images: Post['images']; byName: string; label: string }) {
  const dataSaver = useDataSaver().on;
  if (images.length === 0) return null;
  return (
    <div className={clsx('mt-3 grid gap-1 overflow-hidden rounded-xl', images.length > 1 && 'grid-cols-2')}>
      {images.map((image, i) => {
        const small = image.variants[0];
        return (
          // biome-ignore lint/performance/noImgElement: the pipeline already made the sizes; srcset picks one
          <img
            key={small?.url ?? i}
            src={dataSaver ? small?.url : image.variants[Math.min(1, image.variants.length - 1)]?.url}
            srcSet={dataSaver ? undefined : srcSetOf(image)}
            sizes={
              dataSaver ? undefined : images.length > 1 ? '(min-width: 768px) 320px, 50vw' : '(min-width: 768px) 640px, 100vw'
            }
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
            alt={`${label} ${i + 1}/${images.length} · ${byName}`}
            className={clsx('w-full bg-muted object-cover', images.length > 1 ? 'aspect-square' : 'max-h-[28rem]')}
          />
        );
      })}
    </div>
  );
}

export function PostCard({
  post,
  signedIn,
  labels,
  openComments = false,
  renderedText,
}: {
  post: Post;
  signedIn: boolean;
  labels: PostCardLabels;
  openComments?: boolean;
  /** The post's text drawn by a server page (`<PostText>`); without it the card draws the text itself. */
  renderedText?: ReactNode;
}) {
  const [state, setState] = useState({ liked: post.liked, likeCount: post.likeCount, saved: post.saved });
  const [showComments, setShowComments] = useState(openComments);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(post.text);
  const [text, setText] = useState(post.text);
  const [error, setError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);

  /** Runs a call; if it fails, `undo` puts the card back and the error is shown. */
  async function act(call: (calls: PostCalls) => Promise<void>, undo?: () => void) {
    try {
      await call(await loadCalls());
    } catch (e) {
      undo?.();
      setError(await messageOf(e, labels.failed));
    }
  }

  async function toggleLike() {
    const before = state;
    const liked = !state.liked;
    setState({ ...state, liked, likeCount: state.likeCount + (liked ? 1 : -1) });
    await act(
      async ({ setLike }) => {
        const result = await setLike(post.id, liked);
        setState((s) => ({ ...s, ...result }));
        void updateFeedCache((client, feed) => feed.updateCachedPost(client, post.id, (p) => ({ ...p, ...result })));
      },
      () => setState(before),
    );
  }

  async function toggleSave() {
    const before = state;
    const saved = !state.saved;
    setState({ ...state, saved });
    await act(
      async ({ setSaved }) => {
        await setSaved(post.id, saved);
        void updateFeedCache((client, feed) => {
          feed.updateCachedPost(client, post.id, (p) => ({ ...p, saved }));
          void client.invalidateQueries({ queryKey: feed.feedKeys.list('saved', undefined) });
        });
      },
      () => setState(before),
    );
  }

  if (deleted) return null;
  const authorName = post.author ? post.author.fullName : labels.deletedUser;

  return (
    <article className="rounded-2xl border border-border bg-card p-4 sm:p-5" aria-labelledby={`post-${post.id}-author`}>
      <header className="flex items-center gap-3">
        {post.author ? (
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary"
          >
            {post.author.fullName.slice(0, 1).toUpperCase()}
          </span>
        ) : (
          // The author deleted their account (ADR 0012): the default avatar, and no name to link.
          <Avatar picture={[]} name={labels.deletedUser} size={40} />
        )}
        <div className="min-w-0 flex-1">
          <p id={`post-${post.id}-author`} className={clsx('font-semibold', !post.author && 'text-muted-foreground')}>
            {authorName}
          </p>
          <p className="text-xs text-muted-foreground">
            <Link href={`/feed/${post.id}`} className="hover:underline">
              <RelativeTime value={post.createdAt} locale={labels.locale} />
            </Link>
            {post.updatedAt !== post.createdAt && ` · ${labels.edited}`}
          </p>
        </div>
        {post.mine && !editing && (
          <div className="flex gap-1">
            <button type="button" className={ghostButton} onClick={() => setEditing(true)}>
              {labels.edit}
            </button>
            <button
              type="button"
              className={clsx(ghostButton, 'text-destructive')}
              onClick={async () => {
                if (!window.confirm(labels.confirmDelete)) return;
                await act(async ({ deletePost }) => {
                  await deletePost(post.id);
                  setDeleted(true);
                  void updateFeedCache((client, feed) => client.invalidateQueries({ queryKey: feed.feedKeys.all }));
                });
              }}
            >
              {labels.delete}
            </button>
          </div>
        )}
      </header>

      <Suspense fallback={null}>
        {editing ? (
          <PostEditor
            draft={draft}
            onDraft={setDraft}
            onSave={() =>
              act(async ({ editPost }) => {
                const { post: saved } = await editPost(post.id, draft);
                setText(saved.text);
                setEditing(false);
                void updateFeedCache((client, feed) => feed.updateCachedPost(client, post.id, () => saved));
              })
            }
            onCancel={() => setEditing(false)}
            labels={labels}
          />
        ) : (
          text && (text === post.text && renderedText ? renderedText : <PostText text={text} />)
        )}
      </Suspense>

      {post.hashtags.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {post.hashtags.map((tag) => (
            <li key={tag}>
              <Link href={`/feed?hashtag=${encodeURIComponent(tag)}`} className="font-medium text-primary hover:underline">
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      )}

      <PostImages images={post.images} byName={authorName} label={labels.picture} />

      {error && (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {error}
        </p>
      )}

      <footer className="mt-3 flex flex-wrap items-center gap-1 border-t border-border pt-2">
        <button
          type="button"
          className={clsx(ghostButton, state.liked && 'text-red-600')}
          onClick={toggleLike}
          disabled={!signedIn}
          aria-pressed={state.liked}
          title={signedIn ? undefined : labels.signInToAct}
        >
          <Heart aria-hidden="true" className={clsx(state.liked && 'fill-current')} />
          <span>{state.liked ? labels.liked : labels.like}</span>
          <span data-testid="like-count">{state.likeCount}</span>
        </button>
        <button type="button" className={ghostButton} onClick={() => setShowComments(!showComments)} aria-expanded={showComments}>
          <MessageCircle aria-hidden="true" />
          {labels.comments} <span>{post.commentCount}</span>
        </button>
        <button
          type="button"
          className={clsx(ghostButton, state.saved && 'text-primary')}
          onClick={toggleSave}
          disabled={!signedIn}
          aria-pressed={state.saved}
          title={signedIn ? undefined : labels.signInToAct}
        >
          <Bookmark aria-hidden="true" className={clsx(state.saved && 'fill-current')} />
          {state.saved ? labels.saved : labels.save}
        </button>
        {signedIn && !post.mine && <ReportButton model="post" id={post.id} className="ml-auto" />}
      </footer>
      {showComments && (
        <Suspense fallback={null}>
          <PostComments postId={post.id} signedIn={signedIn} labels={labels} />
        </Suspense>
      )}
    </article>
  );
}
