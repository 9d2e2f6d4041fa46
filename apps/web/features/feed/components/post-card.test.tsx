import { DELETED_USER_NAME } from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import type { Comment, CommentsListing, Post } from '@lp/contract/posts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToStaticMarkup as renderMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR } from '@/components/ui/avatar';
import { DataSaverProvider } from '@/lib/data-saver-context';
import en from '../../../messages/en.json';
import { feedKeys } from '../api/use-feed';
import { PostCard, type PostCardLabels } from './post-card';
import { PostComments } from './post-comments';
import { PostText } from './post-text';

const AT = '2026-11-20T10:00:00.000Z';

/** The words the server page passes (postCardLabels), in English. */
const LABELS: PostCardLabels = {
  ...en.feed.card,
  locale: 'en',
  noComments: MESSAGES.noComments,
  signInToAct: MESSAGES.notSignedIn,
  failed: MESSAGES.default,
};

function postOf(overrides: Partial<Post> = {}): Post {
  return {
    id: 41,
    text: 'Cleared my #python exam today!',
    images: [],
    hashtags: ['python'],
    likeCount: 3,
    commentCount: 2,
    liked: false,
    saved: false,
    mine: false,
    author: { id: 7, fullName: 'Asha Rao' },
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

function commentOf(id: number, author: Comment['author']): Comment {
  return { id, postId: 41, body: `Comment ${id}`, mine: false, author, createdAt: AT, updatedAt: AT };
}

/** In English, with the messages the layout gives every page (the report button's among them). */
function renderToStaticMarkup(node: ReactNode): string {
  return renderMarkup(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Kolkata">
      {node}
    </NextIntlClientProvider>,
  );
}

/** The card as a server page renders it, with its text drawn on the server. */
function render(post: Post) {
  return renderToStaticMarkup(<PostCard post={post} signedIn labels={LABELS} renderedText={<PostText text={post.text} />} />);
}

/** A post's comments as the server renders them, already in the query cache (the card loads them when opened). */
function renderComments(post: Post, comments: Comment[]) {
  const queryClient = new QueryClient();
  const listing: CommentsListing = { results: comments, next: null, count: comments.length };
  queryClient.setQueryData(feedKeys.comments(post.id), listing);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <PostComments postId={post.id} signedIn labels={LABELS} />
    </QueryClientProvider>,
  );
}

describe('PostCard', () => {
  it('shows the author by name with their initial, and no default avatar', () => {
    const html = render(postOf());
    expect(html).toContain('Asha Rao');
    expect(html).not.toContain(DEFAULT_AVATAR);
    expect(html).not.toContain(DELETED_USER_NAME);
  });

  it('shows a post whose author deleted their account as "Deleted user" with the default avatar, no profile link, no edit', () => {
    const html = render(postOf({ author: null }));
    expect(html).toContain(DELETED_USER_NAME);
    expect(html).toContain(`src="${DEFAULT_AVATAR}"`);
    expect(html).not.toContain('href="/users/');
    expect(html).not.toMatch(/>Edit</);
    expect(html).not.toMatch(/>Delete</);
    // The post itself is still there to read, like and report.
    expect(html).toContain('Cleared my');
    expect(html).toMatch(/>Report</);
  });

  it('shows a comment whose author is gone as "Deleted user" among the others, without edit or delete', () => {
    const html = renderComments(postOf(), [commentOf(1, { id: 8, fullName: 'Bilal Khan' }), commentOf(2, null)]);
    expect(html).toContain('Bilal Khan');
    expect(html).toContain(DELETED_USER_NAME);
    expect(html).toContain('Comment 2');
    expect(html).not.toMatch(/>Edit</);
  });

  it('loads a picture at the size the screen needs, or only its smallest size with data saver', () => {
    const post = postOf({
      images: [
        {
          width: 1600,
          height: 1200,
          variants: [
            { url: '/files/p-320.webp', width: 320, height: 240 },
            { url: '/files/p-800.webp', width: 800, height: 600 },
            { url: '/files/p-1600.webp', width: 1600, height: 1200 },
          ],
        },
      ],
    });
    const full = render(post);
    expect(full).toContain('srcSet="/files/p-320.webp 320w, /files/p-800.webp 800w, /files/p-1600.webp 1600w"');
    const saving = renderToStaticMarkup(
      <DataSaverProvider initial>
        <PostCard post={post} signedIn labels={LABELS} renderedText={<PostText text={post.text} />} />
      </DataSaverProvider>,
    );
    expect(saving).toContain('src="/files/p-320.webp"');
    expect(saving).not.toContain('srcSet=');
    expect(saving).not.toContain('p-1600.webp');
  });
});
