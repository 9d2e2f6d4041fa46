import { MAX_ID } from '@lp/contract/common';
import type { Post } from '@lp/contract/posts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PostCard } from '@/features/feed/components/post-card';
import { PostText } from '@/features/feed/components/post-text';
import { postCardLabels } from '@/features/feed/post-card-labels';
import { ApiError } from '@/lib/api-error';
import { getServerSession, serverApi, serverData } from '@/lib/server-api';

type Params = Promise<{ id: string }>;

const postFor = cache(async (segment: string): Promise<Post> => {
  const id = Number(segment);
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) notFound();
  try {
    return (await serverData(serverApi().api.core.posts[':id'].$get({ param: { id: String(id) } }))).post;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = await getTranslations('feed');
  try {
    const post = await postFor((await params).id);
    return {
      title: t('postTitle', { name: post.author?.fullName ?? t('card.deletedUser') }),
      description: post.text.slice(0, 160),
    };
  } catch {
    return { title: t('post') };
  }
}

/** One post with its comments open (where notifications about likes and comments lead). */
export default async function PostPage({ params }: { params: Params }) {
  const [post, user, t, labels] = await Promise.all([
    postFor((await params).id),
    getServerSession(),
    getTranslations('feed'),
    postCardLabels(),
  ]);
  const name = post.author?.fullName ?? labels.deletedUser;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <Breadcrumbs trail={[{ href: '/feed', label: t('title') }]} current={t('postBy', { name })} />
      <div className="mt-6">
        <PostCard
          post={post}
          signedIn={Boolean(user)}
          labels={labels}
          openComments
          renderedText={<PostText text={post.text} />}
        />
      </div>
    </div>
  );
}
