import { Search } from 'lucide-react';
import Form from 'next/form';
import { cn } from '@/lib/utils';

/** A GET form to /search?term=… (client-side navigation, works without JavaScript too). */
export function SearchForm({
  id = 'site-search',
  className,
  defaultValue,
  size = 'default',
  label = 'Search',
}: {
  id?: string;
  label?: string;
  className?: string;
  defaultValue?: string;
  size?: 'default' | 'lg';
}) {
  return (
    <Form action="/search" role="search" className={cn('relative w-full', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground',
          size === 'lg' ? 'size-5' : 'size-4',
        )}
      />
      <input
        id={id}
        name="term"
        type="search"
        required
        maxLength={200}
        defaultValue={defaultValue}
        autoComplete="off"
        placeholder="Search courses, jobs, questions…"
        className={cn(
          'w-full rounded-full border border-input bg-background pr-4 text-foreground shadow-xs placeholder:text-zinc-400 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
          size === 'lg' ? 'h-12 pl-11 text-base' : 'h-10 pl-9 text-base sm:text-sm',
        )}
      />
      <button type="submit" className="sr-only">
        Search
      </button>
    </Form>
  );
}
