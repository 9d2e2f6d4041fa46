import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** Most columns on a wide screen; one column (minmax(0, 1fr), so a card never widens a phone) below `sm`. */
export type GridColumns = keyof typeof COLUMNS;

const COLUMNS = {
  /** Beside a sidebar or a form: two at most. */
  2: 'grid grid-cols-1 gap-4 sm:grid-cols-2',
  /** Beside a filter column: three only on the widest screens. */
  '2-then-3': 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3',
  3: 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3',
  4: 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
} as const;

/** On a phone, one row that scrolls sideways (a featured list then takes one screen, not eight); a grid from `sm`. */
const PHONE_ROW =
  'max-sm:-mx-4 max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:overflow-x-auto max-sm:px-4 max-sm:pb-2 max-sm:scroll-px-4';

/** The list markup every catalogue grid shares: a <ul> of cards, one <li> each. */
export function CardGrid<T extends { id: number }>({
  items,
  columns,
  phoneRow = false,
  className,
  children,
}: {
  items: T[];
  columns: keyof typeof COLUMNS;
  phoneRow?: boolean;
  className?: string;
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <ul className={clsx(COLUMNS[columns], phoneRow && PHONE_ROW, className)}>
      {items.map((item, index) => (
        <li key={item.id} className={phoneRow ? 'max-sm:w-[80%] max-sm:shrink-0 max-sm:snap-start' : undefined}>
          {children(item, index)}
        </li>
      ))}
    </ul>
  );
}
