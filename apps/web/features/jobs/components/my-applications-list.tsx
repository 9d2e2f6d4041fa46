'use client';

import { type ApplicationStatus, formatExperienceRange, formatSalaryRange, type MyApplication } from '@lp/contract/jobs';
import { MESSAGES } from '@lp/contract/messages';
import { MapPin } from 'lucide-react';
import Link from 'next/link';
import { CompanyLogo } from '@/components/catalogue/job-card';
import { Pagination } from '@/components/catalogue/pagination';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { MY_APPLICATIONS_PAGE_SIZE, useMyApplications } from '../api/get-my-applications';
import { ApplicationStatusBadge, formatDay } from './application-status-badge';

function ApplicationRow({ application }: { application: MyApplication }) {
  const { job } = application;
  const salary = formatSalaryRange(job.salaryMinPaise, job.salaryMaxPaise);
  return (
    <article className="relative flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm transition hover:border-indigo-200 focus-within:border-indigo-300 sm:flex-row sm:items-center">
      <CompanyLogo name={job.company.name} imageUrl={job.company.imageUrl} />
      <div className="min-w-0 flex-1">
        <h2 className="text-base leading-snug font-semibold">
          <Link
            href={`/jobs/${job.slug}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none hover:text-primary"
          >
            {job.title}
          </Link>
        </h2>
        <p className="mt-0.5 text-sm text-muted-foreground">
          {job.company.name}
          <span aria-hidden="true"> · </span>
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-3.5" />
            {job.city.name}
          </span>
          <span aria-hidden="true"> · </span>
          {formatExperienceRange(job.experienceMinYears, job.experienceMaxYears)}
          {salary ? (
            <>
              <span aria-hidden="true"> · </span>
              {salary}
            </>
          ) : null}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          Applied on {formatDay(application.createdAt)} with {application.resumeName}
        </p>
      </div>
      <ApplicationStatusBadge status={application.status} className="self-start sm:self-center" />
    </article>
  );
}

/** The account page's list of the user's job applications, with their status. */
export function MyApplicationsList({ status, page }: { status: ApplicationStatus | undefined; page: number }) {
  const applications = useMyApplications(status, page);

  if (applications.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (applications.isError) {
    const pastEnd = applications.error instanceof ApiError && applications.error.status === 404 && page > 1;
    return (
      <Alert tone={pastEnd ? 'info' : 'error'} className="flex flex-wrap items-center justify-between gap-3">
        <span>{errorMessage(applications.error)}</span>
        {pastEnd ? (
          <Button asChild size="sm" variant="outline">
            <Link href={status ? `/account/jobs?type=${status}` : '/account/jobs'}>Back to the first page</Link>
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={() => applications.refetch()}>
            Try again
          </Button>
        )}
      </Alert>
    );
  }

  const { results, count } = applications.data;
  if (results.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-border p-8 text-center">
        <p className="text-muted-foreground">{status ? MESSAGES.noApplicationsWithStatus : MESSAGES.noApplications}</p>
        <Button asChild variant="outline" className="mt-4">
          <Link href="/jobs">Browse jobs</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-6" aria-busy={applications.isFetching || undefined}>
      <p className="text-sm text-muted-foreground">
        {count.toLocaleString('en-IN')} {count === 1 ? 'application' : 'applications'}
      </p>
      <ul className="grid gap-3">
        {results.map((application) => (
          <li key={application.id}>
            <ApplicationRow application={application} />
          </li>
        ))}
      </ul>
      <Pagination
        basePath="/account/jobs"
        query={{ type: status }}
        page={page}
        count={count}
        pageSize={MY_APPLICATIONS_PAGE_SIZE}
      />
    </div>
  );
}
