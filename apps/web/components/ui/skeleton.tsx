import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** A loading placeholder. Rounded like a field unless the caller gives its own `rounded-*` (no tailwind-merge: ADR 0021). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  const rounded = className && /(^|\s)rounded-/.test(className) ? null : 'rounded-md';
  return <div aria-hidden="true" className={clsx('animate-pulse bg-muted', rounded, className)} {...props} />;
}
