import { APPLICATION_STATUSES } from '@lp/contract/catalogue';
import type { ApplicationStatus } from '@lp/contract/jobs';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { cn } from '@/lib/utils';

/** All, Applied, In review, ...: links that set `type` in the URL. */
export function ApplicationStatusFilter({ active }: { active: ApplicationStatus | undefined }) {
  const t = useTranslations('jobs');
  const options: { value: ApplicationStatus | undefined; label: string }[] = [
    { value: undefined, label: t('allStatuses') },
    ...APPLICATION_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
  ];
  return (
    <nav aria-label={t('statusFilter')}>
      <ul className="flex flex-wrap gap-2">
        {options.map(({ value, label }) => {
          const current = value === active;
          return (
            <li key={value ?? 'all'}>
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
