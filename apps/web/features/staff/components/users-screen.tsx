'use client';

import { formatCount } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import { formatSuspensionEnd } from '@lp/contract/staff';
import { Search } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { AccountList } from '@/components/account/account-list';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Link } from '@/components/ui/link';
import { RelativeTime } from '@/components/ui/relative-time';
import { STAFF_PAGE_SIZE } from '../api/staff-keys';
import { useStaffUsers } from '../api/users';

/** Users by email or name: a plain GET form (works before the script runs), the matches with roles and suspension. */
export function UsersScreen({ q, page }: { q: string; page: number }) {
  const t = useTranslations('staff');
  const locale = useLocale() as Locale;
  const list = useStaffUsers(q, page);
  return (
    <div className="grid gap-6">
      {/* biome-ignore lint/correctness/noRestrictedElements: a search form that works before the script runs (ADR 0022) */}
      <form action="/staff/users" method="get" className="flex gap-2">
        <label htmlFor="staff-user-search" className="sr-only">
          {t('users.searchLabel')}
        </label>
        <Input
          id="staff-user-search"
          type="search"
          name="q"
          defaultValue={q}
          placeholder={t('users.searchLabel')}
          className="flex-1"
        />
        <Button type="submit">
          <Search aria-hidden="true" />
          {t('users.search')}
        </Button>
      </form>
      <AccountList
        list={list}
        page={page}
        basePath="/staff/users"
        query={{ q: q || undefined }}
        pageSize={STAFF_PAGE_SIZE}
        noun={(count) => t('users.count', { count, shown: formatCount(count) })}
        empty={{ message: q ? t('users.noMatch', { q }) : t('users.none'), links: [] }}
        itemClassName="rounded-2xl border border-border bg-card p-4 shadow-sm"
        skeletonClassName="h-20"
        renderItem={(user) => (
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h2 className="text-base font-semibold">
                <Link href={`/staff/users/${user.id}`} className="underline-offset-4 hover:text-primary hover:underline">
                  {user.fullName}
                </Link>
              </h2>
              <p className="truncate text-sm text-muted-foreground">{user.email}</p>
              <p className="mt-1 text-sm text-muted-foreground">
                {t.rich('users.joined', { time: () => <RelativeTime value={user.createdAt} locale={locale} /> })}
                {user.lastSeenAt ? (
                  <>
                    {' · '}
                    {t.rich('users.lastSeen', {
                      time: () => <RelativeTime value={user.lastSeenAt ?? ''} locale={locale} />,
                    })}
                  </>
                ) : null}
              </p>
            </div>
            <div className="flex flex-wrap gap-1.5">
              {user.roles.map((grant) => (
                <span
                  key={`${grant.role}-${grant.institute?.id ?? grant.company?.id ?? ''}`}
                  className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-medium text-primary"
                >
                  {t(`roles.${grant.role}`)}
                </span>
              ))}
              {user.suspension ? (
                <span className="rounded-full bg-destructive-soft px-2.5 py-0.5 text-xs font-medium text-red-900">
                  {user.suspension.until
                    ? t('users.suspendedUntil', { date: formatSuspensionEnd(user.suspension.until, undefined, locale) })
                    : t('users.suspended')}
                </span>
              ) : null}
            </div>
          </div>
        )}
      />
    </div>
  );
}
