'use client';

import { formatCount } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import { CASE_STATUSES, type CaseStatus } from '@lp/contract/staff';
import { Flag } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { AccountList } from '@/components/account/account-list';
import { Link } from '@/components/ui/link';
import { RelativeTime } from '@/components/ui/relative-time';
import { TabLinks } from '@/components/ui/tab-links';
import { useCases } from '../api/cases';
import { STAFF_PAGE_SIZE } from '../api/staff-keys';
import { excerpt } from './case-labels';

/** The review queue: one tab per status with its count, the cases oldest first, pages. */
export function ReviewQueue({ status, page }: { status: CaseStatus; page: number }) {
  const t = useTranslations('staff');
  const locale = useLocale() as Locale;
  const list = useCases(status, page);
  const counts = list.data?.counts;
  return (
    <div className="grid gap-6">
      <TabLinks
        label={t('queue.statusLabel')}
        active={status}
        tabs={CASE_STATUSES.map((value) => ({
          value,
          href: value === 'open' ? '/staff/queue' : `/staff/queue?status=${value}`,
          label: counts
            ? t('queue.tab', { label: t(`caseStatuses.${value}`), count: formatCount(counts[value]) })
            : t(`caseStatuses.${value}`),
        }))}
      />
      <AccountList
        list={list}
        page={page}
        basePath="/staff/queue"
        query={{ status: status === 'open' ? undefined : status }}
        pageSize={STAFF_PAGE_SIZE}
        noun={(count) => t('queue.count', { count, shown: formatCount(count) })}
        empty={{
          message: t(`queue.empty.${status}`),
          links: status === 'open' ? [] : [{ href: '/staff/queue', label: t('case.backTo.open') }],
        }}
        itemClassName="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
        renderItem={(item) => (
          <>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <span className="font-medium text-foreground">{t(`objectTypes.${item.object.type}`)}</span>
              {item.autoHidden && item.status === 'open' ? (
                <span className="rounded-full bg-destructive-soft px-2 py-0.5 text-xs font-medium text-red-900">
                  {t('queue.hiddenPending')}
                </span>
              ) : null}
              <span>{t('queue.by', { name: item.object.author?.name ?? t('deletedAccount') })}</span>
              <span className="inline-flex items-center gap-1">
                <Flag aria-hidden="true" className="size-3.5" />
                {t('queue.reports', { count: item.reportCount, shown: formatCount(item.reportCount) })}
              </span>
              <span>{t.rich('queue.opened', { time: () => <RelativeTime value={item.openedAt} locale={locale} /> })}</span>
            </div>
            <h2 className="mt-2 text-base font-semibold break-words">
              <Link
                href={`/staff/cases/${item.id}${status === 'open' ? '' : `?status=${status}`}`}
                className="underline-offset-4 hover:text-primary hover:underline"
              >
                {excerpt(item.object.text) ||
                  t('queue.untitled', { type: t(`objectTypes.${item.object.type}`), id: String(item.object.id) })}
              </Link>
            </h2>
            {item.reports[0] ? (
              <p className="mt-1 text-sm text-muted-foreground">
                {t('queue.latestReason', { reason: excerpt(item.reports[0].reason, 100) })}
              </p>
            ) : null}
          </>
        )}
      />
    </div>
  );
}
