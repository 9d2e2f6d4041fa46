'use client';

import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { loadOnce, useLoadedWhen } from '@/lib/load-on-demand';

const loadPostComposer = loadOnce(() => import('./post-composer').then((module) => module.PostComposer));

/**
 * The signed-in user's "share a post" box, loaded in the browser where it is shown (docs/decisions/0021):
 * a page that imported it statically would load its code (uploads, the API client, the message
 * table) for every visitor. It is not rendered on the server, so nothing typed before its code
 * arrives can be lost to hydration.
 */
export function LazyPostComposer() {
  const { loaded: PostComposer, failed, retry } = useLoadedWhen(true, loadPostComposer);
  if (PostComposer) return <PostComposer />;
  if (failed) return <LoadFailed what="The post box" onRetry={retry} className="rounded-2xl border border-border bg-card p-4" />;
  return <Skeleton className="h-36 w-full rounded-2xl" />;
}
