'use client';

import { lazy, Suspense } from 'react';
import type { ApplyFormProps } from './apply-form';

// React's own lazy loading (docs/decisions/0021): a page that imports the form statically loads its
// code (TanStack Query, the API client, zod) for every visitor, although only a signed-in user sees it.
const ApplyForm = lazy(() => import('./apply-form').then((module) => ({ default: module.ApplyForm })));

/** The signed-in user's apply form; rendered on the server too, its code loads where it is shown. */
export function LazyApplyForm(props: ApplyFormProps) {
  return (
    <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the application form…</p>}>
      <ApplyForm {...props} />
    </Suspense>
  );
}
