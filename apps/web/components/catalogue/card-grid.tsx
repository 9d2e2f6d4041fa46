import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** Most columns on a wide screen; one column (minmax(0, 1fr), so a card never widens a phone) below `sm`. */
const COLUMNS = {
  3: 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3',
  4: 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
} as const;

/** The list markup every catalogue grid shares: a <ul> of cards, one <li> each. */
export function CardGrid<T extends { id: number }>({
  items,
  columns,
  className,
  children,
}: {
  items: T[];
  columns: keyof typeof COLUMNS;
  className?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className={cn(COLUMNS[columns], className)}>
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
