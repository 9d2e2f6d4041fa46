'use client';

import type { ComponentType, ReactNode } from 'react';
import { LoadFailed, type LoadFailedPart } from '@/components/ui/load-failed';
import { loadOnce, useLoadedWhen } from '@/lib/load-on-demand';

/**
 * A client component that a page loads in the browser where it is shown, not with the page
 * (docs/decisions/0021): a client component a page imports statically is in every visitor's
 * first load, shown or not. It is not rendered on the server either, so nothing typed before its
 * code arrives can be lost to hydration; `placeholder` stands in meanwhile. If its code does not
 * arrive, `what` (say "postBox", a key of `ui.loadFailed`) is said not to have loaded, with a retry; without `what`,
 * nothing is shown (for an offer rather than part of the page).
 */
export function loadedInBrowser<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  {
    placeholder = null,
    what,
    failedClassName,
  }: { placeholder?: ReactNode; what?: LoadFailedPart; failedClassName?: string } = {},
): ComponentType<Props> {
  const loadComponent = loadOnce(load);
  return function LoadedInBrowser(props: Props) {
    const { loaded: Component, failed, retry } = useLoadedWhen(true, loadComponent);
    if (Component) return <Component {...props} />;
    if (failed && what) return <LoadFailed what={what} onRetry={retry} className={failedClassName} />;
    return placeholder;
  };
}
