import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/**
 * A form label. Plain `<label>` joined with clsx, so that forms on public pages do not load
 * tailwind-merge or Radix (docs/decisions/0021): a caller's className must not restate the text
 * size, weight or colour; a label that looks different is its own `<label>`.
 */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: every caller passes htmlFor
    <label className={clsx('text-sm font-medium leading-none text-foreground peer-disabled:opacity-60', className)} {...props} />
  );
}
