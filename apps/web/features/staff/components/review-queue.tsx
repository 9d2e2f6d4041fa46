'use client';

import { formatCount } from '@lp/contract/format';
import { CASE_STATUSES, type CaseStatus } from '@lp/contract/staff';
import { Flag } from 'lucide-react';
import { AccountList } from '@/components/account/account-list';
import { Link } from '@/components/ui/link';
import { RelativeTime } from '@/components/ui/relative-time';
import { TabLinks } from '@/components/ui/tab-links';
import { useCases } from '../api/cases';
import { STAFF_PAGE_SIZE } from '../api/staff-keys';
import { CASE_STATUS_LABELS, excerpt, OBJECT_TYPE_LABELS } from './case-labels';

/** The review queue: one tab per status with its count, the cases oldest first, pages. */
export function ReviewQueue({ status, page }: { status: CaseStatus; page: number }) {
  const list = useCases(status, page);
  const counts = list.data?.counts;
  return (
    <div className="grid gap-6">
      <TabLinks
        label="Case status"
        active={status}
        tabs={CASE_STATUSES.map((value) => ({
          value,
          href: value === 'open' ? '/staff/queue' : `/staff/queue?status=${value}`,
          label: counts ? `${CASE_STATUS_LABELS[value]} (${formatCount(counts[value])})` : CASE_STATUS_LABELS[value],
        }))}
      />
      <AccountList
        list={list}
        page={page}
        basePath="/staff/queue"
        query={{ status: status === 'open' ? undefined : status }}
        pageSize={STAFF_PAGE_SIZE}
        noun={{ one: 'case', many: 'cases' }}
        empty={{
          message: status === 'open' ? 'Nothing to review: no open reports.' : `No ${status} cases.`,
          links: status === 'open' ? [] : [{ href: '/staff/queue', label: 'Open cases' }],
        }}
        itemClassName="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
        renderItem={(item) => (
          <>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <span className="font-medium text-foreground">{OBJECT_TYPE_LABELS[item.object.type]}</span>
              {item.autoHidden && item.status === 'open' ? (
                <span className="rounded-full bg-destructive-soft px-2 py-0.5 text-xs font-medium text-red-900">
                  Hidden pending review
                </span>
              ) : null}
              <span>by {item.object.author?.name ?? 'a deleted account'}</span>
              <span className="inline-flex items-center gap-1">
                <Flag aria-hidden="true" className="size-3.5" />
                {formatCount(item.reportCount)} {item.reportCount === 1 ? 'report' : 'reports'}
              </span>
              <span>
                opened <RelativeTime value={item.openedAt} />
              </span>
            </div>
            <h2 className="mt-2 text-base font-semibold break-words">
              <Link
                href={`/staff/cases/${item.id}${status === 'open' ? '' : `?status=${status}`}`}
                className="underline-offset-4 hover:text-primary hover:underline"
              >
                {excerpt(item.object.text) || `${OBJECT_TYPE_LABELS[item.object.type]} #${item.object.id}`}
              </Link>
            </h2>
            {item.reports[0] ? (
              <p className="mt-1 text-sm text-muted-foreground">Latest reason: {excerpt(item.reports[0].reason, 100)}</p>
            ) : null}
          </>
        )}
      />
    </div>
  );
}
