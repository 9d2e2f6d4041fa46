import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={clsx('size-4 animate-spin', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
