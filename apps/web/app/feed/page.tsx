import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import { Hash, Newspaper } from 'lucide-react';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { Link } from '@/components/ui/link';
import { TabLinks } from '@/components/ui/tab-links';
import { FEED_PAGE_SIZE, type FeedScope } from '@/features/feed/api/posts-calls';
import { FeedView } from '@/features/feed/components/feed-view';
import { LazyPostComposer } from '@/features/feed/components/lazy-post-composer';
import { postCardLabels } from '@/features/feed/post-card-labels';
import { signInPath } from '@/lib/safe-callback-url';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { getServerSession, serverApi, serverDataOrNull } from '@/lib/server-api';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('feed');
  return { title: t('title'), description: t('metaDescription') };
}

export default async function FeedPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const hashtag = firstParam(params.hashtag)?.replace(/^#/, '').toLowerCase();
  const user = await getServerSession();
  const view = firstParam(params.view);
  const scope: FeedScope = user && (view === 'mine' || view === 'saved') ? view : 'all';
  // The first page comes with the HTML (readable without JavaScript, indexable); the rest scroll in.
  const query = { page: '1', page_size: String(FEED_PAGE_SIZE), hashtag: hashtag || undefined };
  const [initial, t, locale, card] = await Promise.all([
    scope === 'all' ? serverDataOrNull(serverApi().api.core.posts.$get({ query })) : null,
    getTranslations('feed'),
    getLocale() as Promise<Locale>,
    postCardLabels(),
  ]);

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
          <Newspaper aria-hidden="true" className="size-4" />
          {t('kicker')}
        </p>
        <h1 className="mt-2 flex items-center gap-1 text-3xl font-bold tracking-tight sm:text-4xl">
          {hashtag ? (
            <>
              <Hash aria-hidden="true" className="size-8" />
              <span>
                <span className="sr-only">{t('postsTagged')} #</span>
                {hashtag}
              </span>
            </>
          ) : (
            t('title')
          )}
        </h1>
        <p className="mt-3 text-muted-foreground">
          {hashtag ? (
            <Link href="/feed" className="text-primary hover:underline">
              {t('backToFeed')}
            </Link>
          ) : (
            t('intro')
          )}
        </p>
      </header>
      <div className="mt-6 grid gap-6">
        {user ? (
          <>
            {!hashtag && (
              <TabLinks
                label={t('tabsLabel')}
                active={scope}
                tabs={[
                  { value: 'all', label: t('tabs.all'), href: '/feed' },
                  { value: 'mine', label: t('tabs.mine'), href: '/feed?view=mine' },
                  { value: 'saved', label: t('tabs.saved'), href: '/feed?view=saved' },
                ]}
              />
            )}
            {scope !== 'saved' && (
              <IntlClient namespaces={['feed']}>
                <LazyPostComposer />
              </IntlClient>
            )}
          </>
        ) : (
          <p className="rounded-2xl border border-border bg-card p-4 text-sm text-muted-foreground">
            {t.rich('signInToPost', {
              link: (chunks) => (
                <Link href={signInPath('/feed')} className="font-medium text-primary hover:underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        )}
        <FeedView
          key={`${scope}:${hashtag ?? ''}`}
          scope={scope}
          hashtag={hashtag}
          signedIn={Boolean(user)}
          initial={initial ?? undefined}
          emptyText={messageIn(locale, scope === 'saved' ? 'noSavedPosts' : scope === 'mine' ? 'noMyPosts' : 'noPosts')}
          labels={{
            tryAgain: t('tryAgain'),
            loadingMore: t('loadingMore'),
            loadMore: t('loadMore'),
            caughtUp: t('caughtUp'),
            card,
          }}
        />
      </div>
    </div>
  );
}
