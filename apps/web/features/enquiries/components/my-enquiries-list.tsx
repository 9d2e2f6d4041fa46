'use client';

import type { MyEnquiry } from '@lp/contract/enquiries';
import { relativeTime } from '@lp/contract/format';
import { MESSAGES } from '@lp/contract/messages';
import { targetPath } from '@lp/contract/reviews';
import Link from 'next/link';
import { Pagination } from '@/components/catalogue/pagination';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { MY_ENQUIRIES_PAGE_SIZE, useMyEnquiries } from '../api/get-my-enquiries';

/** "98765 43210" */
const formatMobile = (digits: string) => (digits.length === 10 ? `${digits.slice(0, 5)} ${digits.slice(5)}` : digits);

/** The account page's list of the user's enquiries, each linking to its course or institute. */
export function MyEnquiriesList({ page }: { page: number }) {
  const enquiries = useMyEnquiries(page);

  if (enquiries.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (enquiries.isError) {
    const pastEnd = enquiries.error instanceof ApiError && enquiries.error.status === 404 && page > 1;
    return (
      <Alert tone={pastEnd ? 'info' : 'error'} className="flex flex-wrap items-center justify-between gap-3">
        <span>{errorMessage(enquiries.error)}</span>
        {pastEnd ? (
          <Button asChild size="sm" variant="outline">
            <Link href="/account/enquiries">Back to the first page</Link>
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={() => enquiries.refetch()}>
            Try again
          </Button>
        )}
      </Alert>
    );
  }

  const { results, count } = enquiries.data;
  if (results.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-border p-8 text-center">
        <p className="text-muted-foreground">{MESSAGES.noEnquiries}</p>
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          <Button asChild variant="outline">
            <Link href="/courses">Browse courses</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/institutes">Browse institutes</Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-6" aria-busy={enquiries.isFetching || undefined}>
      <p className="text-sm text-muted-foreground">
        {count.toLocaleString('en-IN')} {count === 1 ? 'enquiry' : 'enquiries'}
      </p>
      <ul className="grid gap-3">
        {results.map((enquiry) => (
          <li key={enquiry.id}>
            <EnquiryCard enquiry={enquiry} />
          </li>
        ))}
      </ul>
      <Pagination basePath="/account/enquiries" query={{}} page={page} count={count} pageSize={MY_ENQUIRIES_PAGE_SIZE} />
    </div>
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
      <p className="mt-1 text-sm text-muted-foreground">
        Sent <time dateTime={enquiry.createdAt}>{relativeTime(enquiry.createdAt)}</time>
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
