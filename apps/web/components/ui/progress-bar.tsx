import { cn } from '@/lib/utils';

/** A thin bar that says how far along something is (0–100), named for screen readers. */
export function ProgressBar({ label, percent, className }: { label: string; percent: number; className?: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('h-2 flex-1 overflow-hidden rounded-full bg-muted', className)}
    >
      <div className="h-full rounded-full bg-primary transition-[width] duration-500" style={{ width: `${percent}%` }} />
    </div>
  );
}
