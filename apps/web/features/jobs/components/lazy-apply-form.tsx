'use client';

import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { loadOnce, useLoadedWhen } from '@/lib/load-on-demand';
import type { ApplyFormProps } from './apply-form';

const loadApplyForm = loadOnce(() => import('./apply-form').then((module) => module.ApplyForm));

/**
 * The signed-in user's apply form, loaded in the browser where it is shown (docs/decisions/0021):
 * a page that imported it statically would load its code for every visitor. It is not rendered on
 * the server, so nothing typed before its code arrives can be lost to hydration.
 */
export function LazyApplyForm(props: ApplyFormProps) {
  const { loaded: ApplyForm, failed, retry } = useLoadedWhen(true, loadApplyForm);
  if (ApplyForm) return <ApplyForm {...props} />;
  if (failed) return <LoadFailed what="The application form" onRetry={retry} />;
  return <Skeleton className="h-80 w-full rounded-lg" />;
}
