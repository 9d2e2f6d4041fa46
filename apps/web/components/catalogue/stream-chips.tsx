import type { Stream } from '@lp/contract/accounts';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { cn } from '@/lib/utils';

const chip =
  'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** Stream filter as links (the filter lives in the URL, so it can be shared); "All" clears it. */
export function StreamChips({
  streams,
  active,
  basePath,
  label,
}: {
  streams: Pick<Stream, 'id' | 'name' | 'slug'>[];
  active: string | undefined;
  basePath: string;
  label?: string;
}) {
  const t = useTranslations('catalogue');
  const items = [
    { slug: undefined as string | undefined, name: t('allStreamsChip') },
    ...streams.map((s) => ({ slug: s.slug, name: s.name })),
  ];
  return (
    <nav aria-label={label ?? t('filterByStream')}>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {items.map(({ slug, name }) => {
          const current = slug === active;
          return (
            <li key={slug ?? 'all'}>
              <Link
                href={slug ? `${basePath}?${new URLSearchParams({ stream: slug })}` : basePath}
                aria-current={current ? 'page' : undefined}
                scroll={false}
                className={cn(
                  chip,
                  current
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border bg-card text-foreground hover:border-indigo-200 hover:bg-primary-soft',
                )}
              >
                {name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
