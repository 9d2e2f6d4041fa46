'use client';

import { loadedInBrowser } from '@/components/loaded-in-browser';
import { Skeleton } from '@/components/ui/skeleton';

/** The signed-in user's apply form: a visitor's job page loads none of its code. */
export const LazyApplyForm = loadedInBrowser(() => import('./apply-form').then((module) => module.ApplyForm), {
  what: 'applicationForm',
  placeholder: <Skeleton className="h-80 w-full rounded-lg" />,
});
