'use client';

import { ENQUIRY_STATUSES, type InboxEnquiry } from '@lp/contract/enquiries';
import { formatCount } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Phone, SlidersHorizontal } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { AccountList } from '@/components/account/account-list';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Link } from '@/components/ui/link';
import { RelativeTime } from '@/components/ui/relative-time';
import { TabLinks } from '@/components/ui/tab-links';
import { useLiveNotifications } from '@/lib/live-notifications';
import { INBOX_PAGE_SIZE, type InboxView, inboxCsvHref, inboxKeys, useInbox, viewQuery } from '../api/inbox';
import { EnquiryStatusBadge, formatMobile } from './enquiry-status';

const selectClass =
  'flex h-10 w-full min-w-0 rounded-lg border border-input bg-background px-3 py-0 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm';

const hrefOf = (view: InboxView) => {
  const query = new URLSearchParams(viewQuery(view)).toString();
  return `/staff/enquiries${query ? `?${query}` : ''}`;
};

/**
 * The lead inbox: status tabs with their counts, filters (course, dates, name or mobile), the
 * enquiries newest first and the CSV of the filtered view. A new enquiry appears without a reload:
 * the bell's live notification about it refreshes the list.
 */
export function LeadInbox({ view, page }: { view: InboxView; page: number }) {
  const t = useTranslations('enquiries.inbox');
  const statuses = useTranslations('enquiries.statuses');
  const list = useInbox(view, page);
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  useLiveNotifications((notification) => {
    if (!notification.link?.startsWith('/staff/enquiries')) return;
    setAnnouncement(notification.title);
    void queryClient.invalidateQueries({ queryKey: [...inboxKeys.all, 'list'] });
  });
  const counts = list.data?.counts;
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const { status: _status, ...otherFilters } = view;
  const filtering = Boolean(view.q || view.course || view.from || view.to);
  // On a phone the filters start folded so that the first enquiries are on the first screen;
  // from the sm width up there is room, so they open once the script runs (closed, they still open by hand).
  const filters = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (filters.current && window.matchMedia('(min-width: 640px)').matches) filters.current.open = true;
  }, []);

  return (
    <div className="grid gap-5">
      <TabLinks
        label={t('statusLabel')}
        active={view.status ?? 'all'}
        tabs={[
          {
            value: 'all',
            href: hrefOf(otherFilters),
            label: total === undefined ? t('all') : `${t('all')} (${formatCount(total)})`,
          },
          ...ENQUIRY_STATUSES.map((value) => ({
            value,
            href: hrefOf({ ...otherFilters, status: value }),
            label: counts ? `${statuses(value)} (${formatCount(counts[value])})` : statuses(value),
          })),
        ]}
      />
      <details ref={filters} open={filtering || undefined} className="group rounded-2xl border border-border bg-card">
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-2xl px-4 py-3 text-sm font-medium [&::-webkit-details-marker]:hidden">
          <SlidersHorizontal aria-hidden="true" className="size-4 text-muted-foreground" />
          {t('filtersSummary')}
          <span className="ml-auto text-muted-foreground group-open:hidden">{t('show')}</span>
          <span className="ml-auto hidden text-muted-foreground group-open:inline">{t('hide')}</span>
        </summary>
        {/* biome-ignore lint/correctness/noRestrictedElements: GET filters that work before the script runs (ADR 0022) */}
        <form action="/staff/enquiries" method="get" className="grid gap-3 px-4 pb-4 sm:grid-cols-2 lg:grid-cols-5">
          {view.status ? <input type="hidden" name="status" value={view.status} /> : null}
          <div className="grid gap-1.5 sm:col-span-2 lg:col-span-2">
            <Label htmlFor="inbox-q">{t('nameOrMobile')}</Label>
            <Input id="inbox-q" name="q" type="search" defaultValue={view.q ?? ''} placeholder={t('searchPlaceholder')} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="inbox-course">{t('course')}</Label>
            <select id="inbox-course" name="course" defaultValue={view.course ?? ''} className={selectClass}>
              <option value="">{t('allCourses')}</option>
              {(list.data?.courses ?? []).map((course) => (
                <option key={course.id} value={String(course.id)}>
                  {course.title}
                </option>
              ))}
            </select>
          </div>
          <div className="grid grid-cols-2 gap-3 sm:col-span-2 lg:col-span-2">
            <div className="grid gap-1.5">
              <Label htmlFor="inbox-from">{t('from')}</Label>
              <Input id="inbox-from" name="from" type="date" defaultValue={view.from ?? ''} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="inbox-to">{t('to')}</Label>
              <Input id="inbox-to" name="to" type="date" defaultValue={view.to ?? ''} />
            </div>
          </div>
          <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-5">
            <Button type="submit">{t('filter')}</Button>
            <Link
              href={view.status ? hrefOf({ status: view.status }) : '/staff/enquiries'}
              className={buttonVariants({ variant: 'ghost' })}
            >
              {t('clear')}
            </Link>
            <a href={inboxCsvHref(view)} download className={buttonVariants({ variant: 'outline', className: 'ml-auto' })}>
              <Download aria-hidden="true" />
              {t('csv')}
            </a>
          </div>
        </form>
      </details>
      {list.data ? (
        <p className="text-sm text-muted-foreground">{t('retention', { days: formatCount(list.data.retentionDays) })}</p>
      ) : null}
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
      <AccountList
        list={list}
        page={page}
        basePath="/staff/enquiries"
        query={viewQuery(view)}
        pageSize={INBOX_PAGE_SIZE}
        noun={(count) => t('count', { count })}
        empty={{
          message: Object.keys(viewQuery(view)).length > 0 ? t('noneMatch') : t('none'),
          links: Object.keys(viewQuery(view)).length > 0 ? [{ href: '/staff/enquiries', label: t('allEnquiries') }] : [],
        }}
        itemClassName="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
        renderItem={(item) => <InboxCard item={item} />}
      />
    </div>
  );
}

function InboxCard({ item }: { item: InboxEnquiry }) {
  const t = useTranslations('enquiries.inbox');
  const locale = useLocale() as Locale;
  return (
    <article data-testid="inbox-enquiry">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="min-w-0 text-base font-semibold break-words">
          <Link href={`/staff/enquiries/${item.id}`} className="underline-offset-4 hover:text-primary hover:underline">
            {item.name}
          </Link>
        </h2>
        <EnquiryStatusBadge status={item.status} />
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        {item.target.name} · {t('received')} <RelativeTime value={item.createdAt} locale={locale} />
        {item.assignee ? ` · ${item.assignee.fullName}` : ''}
        {item.notesCount > 0 ? ` · ${t('notes', { count: item.notesCount })}` : ''}
      </p>
      {item.anonymisedAt ? (
        <p className="mt-2 text-sm text-muted-foreground">{t('anonymised')}</p>
      ) : (
        <>
          {item.message ? <p className="mt-2 line-clamp-2 text-sm break-words">{item.message}</p> : null}
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <a
              href={`tel:+91${item.mobile}`}
              className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
            >
              <Phone aria-hidden="true" className="size-3.5" />
              {formatMobile(item.mobile)}
            </a>
            <span className="break-all text-muted-foreground">{item.email}</span>
            <span className="text-muted-foreground">{t('pin', { pin: item.pinCode })}</span>
          </p>
        </>
      )}
    </article>
  );
}
