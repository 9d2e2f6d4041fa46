'use client';

import { enquiryStatusLine, type MyEnquiry } from '@lp/contract/enquiries';

import { MESSAGES } from '@lp/contract/messages';
import { targetPath } from '@lp/contract/reviews';
import { AccountList } from '@/components/account/account-list';
import { Link } from '@/components/ui/link';
import { RelativeTime } from '@/components/ui/relative-time';
import { MY_ENQUIRIES_PAGE_SIZE, useMyEnquiries } from '../api/get-my-enquiries';
import { EnquiryStatusBadge, formatMobile } from './enquiry-status';

/** The account page's list of the user's enquiries, each linking to its course or institute. */
export function MyEnquiriesList({ page }: { page: number }) {
  return (
    <AccountList
      list={useMyEnquiries(page)}
      page={page}
      basePath="/account/enquiries"
      pageSize={MY_ENQUIRIES_PAGE_SIZE}
      noun={{ one: 'enquiry', many: 'enquiries' }}
      empty={{
        message: MESSAGES.noEnquiries,
        links: [
          { href: '/courses', label: 'Browse courses' },
          { href: '/institutes', label: 'Browse institutes' },
        ],
      }}
      renderItem={(enquiry) => <EnquiryCard enquiry={enquiry} />}
    />
  );
}

function EnquiryCard({ enquiry }: { enquiry: MyEnquiry }) {
  return (
    <article className="rounded-2xl border border-border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-semibold">
          <Link href={targetPath(enquiry.target)} className="underline-offset-4 hover:text-primary hover:underline">
            {enquiry.target.name}
          </Link>
        </h2>
        <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {enquiry.target.modelName === 'course' ? 'Course' : 'Institute'}
        </span>
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm" data-testid="enquiry-status">
        <EnquiryStatusBadge status={enquiry.status} />
        <span className={enquiry.status === 'new' ? 'text-muted-foreground' : 'font-medium'}>{enquiryStatusLine(enquiry)}</span>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        Sent{' '}
        <time dateTime={enquiry.createdAt}>
          <RelativeTime value={enquiry.createdAt} />
        </time>
      </p>
      {enquiry.message ? <p className="mt-3 whitespace-pre-line break-words text-sm">{enquiry.message}</p> : null}
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
        <div className="flex gap-1">
          <dt>Mobile:</dt>
          <dd className="text-foreground">{formatMobile(enquiry.mobile)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Pin code:</dt>
          <dd className="text-foreground">{enquiry.pinCode}</dd>
        </div>
        <div className="flex min-w-0 gap-1">
          <dt>Email:</dt>
          <dd className="break-all text-foreground">{enquiry.email}</dd>
        </div>
      </dl>
    </article>
  );
}
