import { useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { Link } from '@/components/ui/link';

export type Crumb = { href: string; label: string };

/** The trail above a detail page: links to the lists it belongs to, then the page itself. */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  const t = useTranslations('common');
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1.5">
        {trail.map((crumb) => (
          <Fragment key={crumb.href}>
            <li>
              <Link href={crumb.href} className="hover:text-foreground hover:underline">
                {crumb.label}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
          </Fragment>
        ))}
        <li aria-current="page" className="truncate text-foreground">
          {current}
        </li>
      </ol>
    </nav>
  );
}
