'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { ACCOUNT_SECTIONS } from '@/lib/account-sections';
import { cn } from '@/lib/utils';

export function AccountNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Account">
      <ul className="-mx-1 flex gap-1 overflow-x-auto pb-2 md:mx-0 md:flex-col md:overflow-visible md:pb-0">
        {ACCOUNT_SECTIONS.map((section) => {
          const href = `/account/${section.slug}`;
          const active = pathname === href;
          return (
            <li key={section.slug} className="shrink-0">
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                  active ? 'bg-primary-soft text-primary' : 'text-zinc-700 hover:bg-muted hover:text-foreground',
                )}
              >
                {section.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
