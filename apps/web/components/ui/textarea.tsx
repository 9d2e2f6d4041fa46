import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A multi-line text input styled like Input. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-28 w-full min-w-0 rounded-lg border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors placeholder:text-zinc-400 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
