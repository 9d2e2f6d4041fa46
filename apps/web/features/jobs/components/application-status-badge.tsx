import type { ApplicationStatus } from '@lp/contract/jobs';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/utils';

const TONES: Record<ApplicationStatus, string> = {
  applied: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
  shortlisted: 'bg-sky-50 text-sky-700 ring-sky-200',
  interview: 'bg-amber-50 text-amber-800 ring-amber-200',
  offered: 'bg-violet-50 text-violet-700 ring-violet-200',
  hired: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  rejected: 'bg-zinc-100 text-zinc-700 ring-zinc-200',
};

/** An application's status as a coloured pill (the text carries the meaning, not the colour). */
export function ApplicationStatusBadge({ status, className }: { status: ApplicationStatus; className?: string }) {
  const t = useTranslations('jobs');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[status],
        className,
      )}
    >
      {t(`statuses.${status}`)}
    </span>
  );
}
