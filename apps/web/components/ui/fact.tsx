import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * One fact of a `<dl>` facts grid: an icon and a label (the term) above the value. The icon sits
 * inside the `<dt>` so that the list stays valid (a `<div>` in a `<dl>` holds only `<dt>` and `<dd>`).
 */
export function Fact({
  icon,
  label,
  children,
  size = 'md',
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  size?: 'sm' | 'md';
}) {
  return (
    <div className={cn('grid items-center gap-x-3', size === 'sm' ? 'grid-cols-[2rem_1fr]' : 'grid-cols-[2.25rem_1fr]')}>
      <dt className="contents">
        <span
          className={cn(
            'row-span-2 grid shrink-0 place-items-center self-start rounded-lg bg-primary-soft text-primary [&_svg]:size-4',
            size === 'sm' ? 'mt-0.5 size-8' : 'size-9',
          )}
        >
          {icon}
        </span>
        <span className="text-xs font-medium text-muted-foreground">{label}</span>
      </dt>
      <dd className={cn('col-start-2 min-w-0', size === 'sm' ? 'text-sm font-medium' : 'font-semibold')}>{children}</dd>
    </div>
  );
}
