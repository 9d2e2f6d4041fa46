import { clsx } from 'clsx';

/** Says that a part of the page loaded on demand did not arrive (offline, say), with a retry. */
export function LoadFailed({ what, onRetry, className }: { what: string; onRetry: () => void; className?: string }) {
  return (
    <p role="alert" className={clsx('text-sm text-destructive', className)}>
      {what} did not load.{' '}
      <button type="button" className="font-medium underline" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
