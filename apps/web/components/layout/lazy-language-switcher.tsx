'use client';

import { clsx } from 'clsx';
import { loadOnce, useLoadedWhen } from '@/lib/load-on-demand';
import { useHydrated } from '@/lib/use-hydrated';

/** The switcher's code is not part of a page's first load (the 150 KB budget, ADR 0021): it comes after hydration. */
const loadSwitcher = loadOnce(() => import('./language-switcher').then((module) => module.LanguageSwitcher));

/** The language switcher (language-switcher.tsx), loaded after hydration; a box of its size holds its place. */
export function LazyLanguageSwitcher({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { loaded: LanguageSwitcher } = useLoadedWhen(useHydrated(), loadSwitcher);
  if (LanguageSwitcher) return <LanguageSwitcher className={className} compact={compact} />;
  return <div aria-hidden="true" className={clsx(compact ? 'h-10 w-36' : 'h-10 w-56', className)} />;
}
