'use client';

import { useEffect } from 'react';

/**
 * On a narrow screen the row of result types scrolls sideways: this scrolls the row (never the
 * page) so that the current type's tab shows, also after following a "See all" link.
 */
export function CurrentTabIntoView({ rowId, current }: { rowId: string; current: string }) {
  useEffect(() => {
    const row = document.getElementById(rowId);
    const tab = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !tab || !current) return;
    const rowBox = row.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    const margin = 16;
    if (tabBox.right > rowBox.right) row.scrollLeft += tabBox.right - rowBox.right + margin;
    else if (tabBox.left < rowBox.left) row.scrollLeft -= rowBox.left - tabBox.left + margin;
  }, [rowId, current]);
  return null;
}
