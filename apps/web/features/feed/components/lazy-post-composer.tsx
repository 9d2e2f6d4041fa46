'use client';

import { loadedInBrowser } from '@/components/loaded-in-browser';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * The signed-in user's "share a post" box: a visitor's feed loads none of its code (uploads, the
 * API client, the message table).
 */
export const LazyPostComposer = loadedInBrowser(() => import('./post-composer').then((module) => module.PostComposer), {
  what: 'postBox',
  failedClassName: 'rounded-2xl border border-border bg-card p-4',
  placeholder: <Skeleton className="h-36 w-full rounded-2xl" />,
});
