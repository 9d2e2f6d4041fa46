import { Link } from '@/components/ui/link';
import { cn } from '@/lib/utils';

/** A row of pill links that set a view in the URL (`?type=…`); the current one is marked for assistive technology. */
export function TabLinks({
  label,
  tabs,
  active,
}: {
  label: string;
  tabs: { href: string; label: string; value: string | undefined }[];
  active: string | undefined;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const current = tab.value === active;
          return (
            <li key={tab.label}>
              <Link
                href={tab.href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-full border px-3 text-sm font-medium transition-colors',
                  current
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-input bg-background text-foreground hover:bg-muted',
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
