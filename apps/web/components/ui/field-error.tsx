import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** A field's validation message; give it an id and point the input's aria-describedby at it. */
export function FieldError({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p className={clsx('text-sm text-destructive', className)} {...props}>
      {children}
    </p>
  );
}
