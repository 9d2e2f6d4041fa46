import type { RoadmapProgress } from '@lp/contract/roadmaps';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';

/** "N of M steps done" with a bar; the text is announced politely when it changes. */
export function RoadmapProgressBar({ progress, className }: { progress: RoadmapProgress; className?: string }) {
  const t = useTranslations('roadmaps');
  const label = t('progress', { completed: progress.completed, total: progress.total });
  return (
    <div className={clsx('rounded-2xl border border-border bg-card p-4 shadow-sm', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-semibold" aria-live="polite">
          {label}
        </p>
        <p className="text-sm font-medium text-muted-foreground">{progress.percent}%</p>
      </div>
      <div
        role="progressbar"
        aria-label={t('yourProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={label}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={clsx(
            'h-full rounded-full transition-[width] duration-300',
            progress.percent === 100 ? 'bg-success' : 'bg-gradient-to-r from-indigo-500 to-violet-500',
          )}
          style={{ width: `${progress.percent}%` }}
        />
      </div>
    </div>
  );
}
