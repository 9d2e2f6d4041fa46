import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** A form label: the native element, so a form's first load carries no component library for it. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the caller ties it to its control with htmlFor
    <label className={clsx('text-sm font-medium leading-none text-foreground peer-disabled:opacity-60', className)} {...props} />
  );
}
