import { AccountMenu } from './account-menu';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { SearchForm } from './search-form';
import { SectionNav } from './section-nav';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="relative mx-auto max-w-7xl px-3 sm:px-6">
        <div className="flex h-16 items-center gap-2 sm:gap-4">
          <MobileMenu />
          <Logo />
          <SearchForm className="hidden max-w-md flex-1 md:block" />
          <div className="ml-auto flex items-center">
            <AccountMenu />
          </div>
        </div>
        <nav aria-label="Sections" className="-mx-1 hidden pb-2 lg:block">
          <SectionNav />
        </nav>
      </div>
    </header>
  );
}
