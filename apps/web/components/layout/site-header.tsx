import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AccountMenu } from './account-menu';
import { LazyLanguageSwitcher } from './lazy-language-switcher';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { SectionNav } from './section-nav';

/**
 * The top bar; the search boxes come from the search feature and the bell from the notifications
 * feature (components/ does not import features).
 */
export async function SiteHeader({
  search,
  mobileSearch,
  bell,
}: {
  search: ReactNode;
  mobileSearch: ReactNode;
  bell?: ReactNode;
}) {
  const t = await getTranslations('nav');
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="relative mx-auto max-w-7xl px-3 sm:px-6">
        <div className="flex h-16 items-center gap-2 sm:gap-4">
          <MobileMenu search={mobileSearch} />
          <Logo />
          {search}
          <div className="ml-auto flex items-center gap-1">
            <LazyLanguageSwitcher className="hidden lg:flex" compact />
            {bell}
            <AccountMenu />
          </div>
        </div>
        <nav aria-label={t('sectionsLabel')} className="-mx-1 hidden pb-2 lg:block">
          <SectionNav />
        </nav>
      </div>
    </header>
  );
}
