'use client';

import { ChevronDown, X } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { ACCOUNT_SECTIONS } from '@/lib/account-sections';
import { cn } from '@/lib/utils';

function SectionLinks({ pathname, onNavigate }: { pathname: string; onNavigate?: () => void }) {
  return (
    <ul className="grid gap-0.5">
      {ACCOUNT_SECTIONS.map((section) => {
        const href = `/account/${section.slug}`;
        const active = pathname === href || pathname.startsWith(`${href}/`);
        return (
          <li key={section.slug}>
            <Link
              href={href}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'block rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                active ? 'bg-primary-soft text-primary' : 'text-zinc-700 hover:bg-muted hover:text-foreground',
              )}
            >
              {section.title}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The account area's menu: a side menu from the medium breakpoint, a sheet opened from a button on a phone. */
export function AccountNav() {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const current = ACCOUNT_SECTIONS.find((s) => pathname === `/account/${s.slug}` || pathname.startsWith(`/account/${s.slug}/`));

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on navigation on purpose
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open]);

  return (
    <>
      <nav aria-label="Account" className="hidden md:block">
        <SectionLinks pathname={pathname} />
      </nav>
      <div className="md:hidden">
        <Button
          variant="outline"
          className="w-full justify-between"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls="account-sheet"
          onClick={() => setOpen(true)}
        >
          <span>
            <span className="text-muted-foreground">Account · </span>
            {current?.title ?? 'Menu'}
          </span>
          <ChevronDown aria-hidden="true" />
        </Button>
        {open ? (
          <div className="fixed inset-0 z-50" role="presentation">
            <button
              type="button"
              aria-label="Dismiss"
              tabIndex={-1}
              className="absolute inset-0 bg-black/40"
              onClick={() => setOpen(false)}
            />
            <div
              id="account-sheet"
              role="dialog"
              aria-modal="true"
              aria-label="Account menu"
              className="absolute inset-x-0 bottom-0 max-h-[85dvh] overflow-y-auto rounded-t-2xl bg-background p-4 pb-8 shadow-2xl"
            >
              <div className="mb-2 flex items-center justify-between">
                <p className="px-3 text-sm font-semibold">Your account</p>
                <Button ref={closeButton} variant="ghost" size="icon" aria-label="Close" onClick={() => setOpen(false)}>
                  <X aria-hidden="true" />
                </Button>
              </div>
              <nav aria-label="Account">
                <SectionLinks pathname={pathname} onNavigate={() => setOpen(false)} />
              </nav>
            </div>
          </div>
        ) : null}
      </div>
    </>
  );
}
