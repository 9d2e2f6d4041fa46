import { APPLICATION_STATUSES } from '@lp/contract/catalogue';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@lp/contract/jobs';
import { Link } from '@/components/ui/link';
import { cn } from '@/lib/utils';

/** All, Applied, In review, ...: links that set `type` in the URL. */
export function ApplicationStatusFilter({ active }: { active: ApplicationStatus | undefined }) {
  const options: { value: ApplicationStatus | undefined; label: string }[] = [
    { value: undefined, label: 'All' },
    ...APPLICATION_STATUSES.map((value) => ({ value, label: APPLICATION_STATUS_LABELS[value] })),
  ];
  return (
    <nav aria-label="Filter applications by status">
      <ul className="flex flex-wrap gap-2">
        {options.map(({ value, label }) => {
          const current = value === active;
          return (
            <li key={label}>
              <Link
                href={value ? `/account/jobs?type=${value}` : '/account/jobs'}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-full border px-3 text-sm font-medium transition-colors',
                  current
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-input bg-background text-foreground hover:bg-muted',
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
