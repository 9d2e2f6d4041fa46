'use client';

import { authorName } from '@lp/contract/format';
import { MESSAGES } from '@lp/contract/messages';
import type { Post } from '@lp/contract/posts';
import { useQueryClient } from '@tanstack/react-query';
import { Bookmark, Heart, MessageCircle } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { ReportButton } from '@/components/community/report-button';
import { Markdown } from '@/components/markdown';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { RelativeTime } from '@/components/ui/relative-time';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { deletePost, editPost, setLike, setSaved } from '../api/posts-calls';
import { feedKeys, updateCachedPost } from '../api/use-feed';
import { PostComments } from './post-comments';

function srcSetOf(image: Post['images'][number]): string {
  return image.variants.map((v) => `${v.url} ${v.width}w`).join(', ');
}

/** The pictures of a post at the sizes the pipeline made, loaded when they come near the screen. */
function PostImages({ images, byName }: { images: Post['images']; byName: string }) {
  if (images.length === 0) return null;
  return (
    <div className={cn('mt-3 grid gap-1 overflow-hidden rounded-xl', images.length > 1 && 'grid-cols-2')}>
      {images.map((image, i) => {
        const small = image.variants[0];
        return (
          // biome-ignore lint/performance/noImgElement: the pipeline already made the sizes; srcset picks one
          <img
            key={small?.url ?? i}
            src={image.variants[Math.min(1, image.variants.length - 1)]?.url}
            srcSet={srcSetOf(image)}
            sizes={images.length > 1 ? '(min-width: 768px) 320px, 50vw' : '(min-width: 768px) 640px, 100vw'}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
            alt={`Attached to the post by ${byName}, ${i + 1} of ${images.length}`}
            className={cn('w-full bg-muted object-cover', images.length > 1 ? 'aspect-square' : 'max-h-[28rem]')}
          />
        );
      })}
    </div>
  );
}

export function PostCard({ post, signedIn, openComments = false }: { post: Post; signedIn: boolean; openComments?: boolean }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState({ liked: post.liked, likeCount: post.likeCount, saved: post.saved });
  const [showComments, setShowComments] = useState(openComments);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(post.text);
  const [text, setText] = useState(post.text);
  const [error, setError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);

  async function toggleLike() {
    const before = state;
    const liked = !state.liked;
    setState({ ...state, liked, likeCount: state.likeCount + (liked ? 1 : -1) });
    try {
      const result = await setLike(post.id, liked);
      setState((s) => ({ ...s, ...result }));
      updateCachedPost(queryClient, post.id, (p) => ({ ...p, ...result }));
    } catch (e) {
      setState(before);
      setError(errorMessage(e));
    }
  }

  async function toggleSave() {
    const before = state;
    const saved = !state.saved;
    setState({ ...state, saved });
    try {
      await setSaved(post.id, saved);
      updateCachedPost(queryClient, post.id, (p) => ({ ...p, saved }));
      void queryClient.invalidateQueries({ queryKey: feedKeys.list('saved', undefined) });
    } catch (e) {
      setState(before);
      setError(errorMessage(e));
    }
  }

  if (deleted) return null;

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
          <Avatar picture={[]} name={authorName(null)} size={40} />
        )}
        <div className="min-w-0 flex-1">
          <p id={`post-${post.id}-author`} className={cn('font-semibold', !post.author && 'text-muted-foreground')}>
            {authorName(post.author)}
          </p>
          <p className="text-xs text-muted-foreground">
            <Link href={`/feed/${post.id}`} className="hover:underline">
              <RelativeTime value={post.createdAt} />
            </Link>
            {post.updatedAt !== post.createdAt && ' · edited'}
          </p>
        </div>
        {post.mine && !editing && (
          <div className="flex gap-1">
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-destructive"
              onClick={async () => {
                if (!window.confirm('Delete this post?')) return;
                try {
                  await deletePost(post.id);
                  setDeleted(true);
                  void queryClient.invalidateQueries({ queryKey: feedKeys.all });
                } catch (e) {
                  setError(errorMessage(e));
                }
              }}
            >
              Delete
            </Button>
          </div>
        )}
      </header>

      {editing ? (
        <div className="mt-3 grid gap-2">
          <Textarea value={draft} onChange={(e) => setDraft(e.target.value)} rows={4} aria-label="Edit your post" />
          <div className="flex gap-2">
            <Button
              size="sm"
              onClick={async () => {
                try {
                  const { post: saved } = await editPost(post.id, draft);
                  setText(saved.text);
                  setEditing(false);
                  updateCachedPost(queryClient, post.id, () => saved);
                } catch (e) {
                  setError(errorMessage(e));
                }
              }}
            >
              Save changes
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        text && (
          <Markdown source="user" className="mt-3">
            {text}
          </Markdown>
        )
      )}

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

      <PostImages images={post.images} byName={authorName(post.author)} />

      {error && (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {error}
        </p>
      )}

      <footer className="mt-3 flex flex-wrap items-center gap-1 border-t border-border pt-2">
        <Button
          size="sm"
          variant="ghost"
          onClick={toggleLike}
          disabled={!signedIn}
          aria-pressed={state.liked}
          title={signedIn ? undefined : MESSAGES.notSignedIn}
          className={cn(state.liked && 'text-red-600')}
        >
          <Heart aria-hidden="true" className={cn(state.liked && 'fill-current')} />
          <span>{state.liked ? 'Liked' : 'Like'}</span>
          <span data-testid="like-count">{state.likeCount}</span>
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setShowComments(!showComments)} aria-expanded={showComments}>
          <MessageCircle aria-hidden="true" />
          Comments <span>{post.commentCount}</span>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={toggleSave}
          disabled={!signedIn}
          aria-pressed={state.saved}
          title={signedIn ? undefined : MESSAGES.notSignedIn}
          className={cn(state.saved && 'text-primary')}
        >
          <Bookmark aria-hidden="true" className={cn(state.saved && 'fill-current')} />
          {state.saved ? 'Saved' : 'Save'}
        </Button>
        {signedIn && !post.mine && <ReportButton model="post" id={post.id} className="ml-auto" />}
      </footer>
      {showComments && <PostComments postId={post.id} signedIn={signedIn} />}
    </article>
  );
}
