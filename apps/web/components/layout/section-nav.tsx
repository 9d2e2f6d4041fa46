'use client';

import { clsx } from 'clsx';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { SECTIONS } from '@/lib/sections';

function isActive(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The sections of the product as a row of links (desktop) or a list (mobile menu). */
export function SectionNav({ layout = 'row', onNavigate }: { layout?: 'row' | 'list'; onNavigate?: () => void }) {
  const pathname = usePathname();
  const t = useTranslations('nav.sections');
  return (
    <ul className={clsx(layout === 'row' ? 'flex items-center gap-1' : 'grid grid-cols-2 gap-1 sm:grid-cols-3')}>
      {SECTIONS.map((section) => {
        const active = isActive(pathname, section.href);
        const Icon = section.icon;
        return (
          <li key={section.href}>
            <Link
              href={section.href}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={clsx(
                'flex items-center gap-2 rounded-lg text-sm font-medium transition-colors',
                layout === 'row' ? 'px-3 py-2' : 'px-3 py-2.5',
                active ? 'bg-primary-soft text-primary' : 'text-zinc-700 hover:bg-muted hover:text-foreground',
              )}
            >
              {layout === 'list' ? <Icon aria-hidden="true" className="size-4 shrink-0" /> : null}
              {t(`${section.key}.title`)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
