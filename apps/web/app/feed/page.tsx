import { MESSAGES } from '@lp/contract/messages';
import { Hash, Newspaper } from 'lucide-react';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { TabLinks } from '@/components/ui/tab-links';
import { FEED_PAGE_SIZE, type FeedScope } from '@/features/feed/api/posts-calls';
import { FeedView } from '@/features/feed/components/feed-view';
import { LazyPostComposer } from '@/features/feed/components/lazy-post-composer';
import { signInPath } from '@/lib/safe-callback-url';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { getServerSession, serverApi, serverDataOrNull } from '@/lib/server-api';

export const metadata: Metadata = {
  title: 'Feed',
  description: 'Posts, wins and tips from fellow learners: pictures, hashtags, likes and comments.',
};

export default async function FeedPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const hashtag = firstParam(params.hashtag)?.replace(/^#/, '').toLowerCase();
  const user = await getServerSession();
  const view = firstParam(params.view);
  const scope: FeedScope = user && (view === 'mine' || view === 'saved') ? view : 'all';
  // The first page comes with the HTML (readable without JavaScript, indexable); the rest scroll in.
  const query = { page: '1', page_size: String(FEED_PAGE_SIZE), hashtag: hashtag || undefined };
  const initial =
    scope === 'all' ? ((await serverDataOrNull(serverApi().api.core.posts.$get({ query }))) ?? undefined) : undefined;

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
          <Newspaper aria-hidden="true" className="size-4" />
          Community
        </p>
        <h1 className="mt-2 flex items-center gap-1 text-3xl font-bold tracking-tight sm:text-4xl">
          {hashtag ? (
            <>
              <Hash aria-hidden="true" className="size-8" />
              <span>
                <span className="sr-only">Posts tagged #</span>
                {hashtag}
              </span>
            </>
          ) : (
            'Feed'
          )}
        </h1>
        <p className="mt-3 text-muted-foreground">
          {hashtag ? (
            <Link href="/feed" className="text-primary hover:underline">
              Back to the whole feed
            </Link>
          ) : (
            'Wins, tips and questions from learners across India.'
          )}
        </p>
      </header>
      <div className="mt-6 grid gap-6">
        {user ? (
          <>
            {!hashtag && (
              <TabLinks
                label="Which posts"
                active={scope}
                tabs={[
                  { value: 'all', label: 'Everyone', href: '/feed' },
                  { value: 'mine', label: 'My posts', href: '/feed?view=mine' },
                  { value: 'saved', label: 'Saved', href: '/feed?view=saved' },
                ]}
              />
            )}
            {scope !== 'saved' && <LazyPostComposer />}
          </>
        ) : (
          <p className="rounded-2xl border border-border bg-card p-4 text-sm text-muted-foreground">
            <Link href={signInPath('/feed')} className="font-medium text-primary hover:underline">
              Sign in
            </Link>{' '}
            to post, like, save and comment.
          </p>
        )}
        <FeedView
          key={`${scope}:${hashtag ?? ''}`}
          scope={scope}
          hashtag={hashtag}
          signedIn={Boolean(user)}
          initial={initial}
          emptyText={scope === 'saved' ? MESSAGES.noSavedPosts : scope === 'mine' ? MESSAGES.noMyPosts : MESSAGES.noPosts}
        />
      </div>
    </div>
  );
}
