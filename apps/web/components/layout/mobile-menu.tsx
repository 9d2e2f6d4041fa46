'use client';

import { Menu, X } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import { LazyLanguageSwitcher } from './lazy-language-switcher';
import { SectionNav } from './section-nav';

/** The menu button and panel shown below the large breakpoint; `search` is the search box shown in it. */
export function MobileMenu({ search }: { search: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const t = useTranslations('nav');

  // Close when the route changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on pathname change on purpose
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        className={buttonClassName({ variant: 'ghost', size: 'icon' })}
        aria-label={open ? t('closeMenu') : t('openMenu')}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </button>
      {open ? (
        <nav
          id="mobile-menu"
          aria-label={t('sectionsLabel')}
          className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background px-4 pt-3 pb-5 shadow-lg"
        >
          {search}
          <SectionNav layout="list" onNavigate={() => setOpen(false)} />
          <LazyLanguageSwitcher className="mt-4 border-t border-border pt-4" />
        </nav>
      ) : null}
    </div>
  );
}
