'use client';

import { ChevronDown, X } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { cn } from '@/lib/utils';

/** `alsoFor`: other paths that belong to this entry (a case page belongs to the review queue). */
export type SideNavLink = { href: string; title: string; alsoFor?: readonly string[] };

/** How closely the link owns the path: the length of its longest matching path, 0 for none. */
function matchLength(pathname: string, link: SideNavLink): number {
  return Math.max(
    0,
    ...[link.href, ...(link.alsoFor ?? [])]
      .filter((href) => pathname === href || pathname.startsWith(`${href}/`))
      .map((href) => href.length),
  );
}

/** The entry of the page: the closest match, so /staff/studio/decks is "Slide decks", not also "Course studio". */
function currentLink(pathname: string, links: readonly SideNavLink[]): SideNavLink | undefined {
  let best: SideNavLink | undefined;
  let length = 0;
  for (const link of links) {
    const own = matchLength(pathname, link);
    if (own > length) {
      best = link;
      length = own;
    }
  }
  return best;
}

function SectionLinks({
  links,
  pathname,
  onNavigate,
}: {
  links: readonly SideNavLink[];
  pathname: string;
  onNavigate?: () => void;
}) {
  const current = currentLink(pathname, links);
  return (
    <ul className="grid gap-0.5">
      {links.map((section) => {
        const href = section.href;
        const active = section === current;
        return (
          <li key={href}>
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

/**
 * A section's own menu (the account area, the staff console): a side menu from the medium
 * breakpoint, a sheet opened from a button on a phone. `label` names the navigation landmark,
 * `sheetTitle` the phone sheet.
 */
export function SideNav({ links, label, sheetTitle }: { links: readonly SideNavLink[]; label: string; sheetTitle: string }) {
  const t = useTranslations('nav');
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const current = currentLink(pathname, links);
  // Not from the label: a Hindi label has no letters that \w knows.
  const sheetId = useId();

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
      <nav aria-label={label} className="hidden md:block">
        <SectionLinks links={links} pathname={pathname} />
      </nav>
      <div className="md:hidden">
        <Button
          variant="outline"
          className="w-full justify-between"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={sheetId}
          onClick={() => setOpen(true)}
        >
          <span>
            <span className="text-muted-foreground">{label} · </span>
            {current?.title ?? t('menu')}
          </span>
          <ChevronDown aria-hidden="true" />
        </Button>
        {open ? (
          <div className="fixed inset-0 z-50" role="presentation">
            <button
              type="button"
              aria-label={t('dismiss')}
              tabIndex={-1}
              className="absolute inset-0 bg-black/40"
              onClick={() => setOpen(false)}
            />
            <div
              id={sheetId}
              role="dialog"
              aria-modal="true"
              aria-label={t('sideMenu', { label })}
              className="absolute inset-x-0 bottom-0 max-h-[85dvh] overflow-y-auto rounded-t-2xl bg-background p-4 pb-8 shadow-2xl"
            >
              <div className="mb-2 flex items-center justify-between">
                <p className="px-3 text-sm font-semibold">{sheetTitle}</p>
                <Button ref={closeButton} variant="ghost" size="icon" aria-label={t('close')} onClick={() => setOpen(false)}>
                  <X aria-hidden="true" />
                </Button>
              </div>
              <nav aria-label={label}>
                <SectionLinks links={links} pathname={pathname} onNavigate={() => setOpen(false)} />
              </nav>
            </div>
          </div>
        ) : null}
      </div>
    </>
  );
}
