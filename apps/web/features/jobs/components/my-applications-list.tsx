'use client';

import { formatCount, formatDate } from '@lp/contract/format';
import type { ApplicationStatus, MyApplication } from '@lp/contract/jobs';
import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import { MapPin } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { AccountList } from '@/components/account/account-list';
import { CompanyLogo, useJobLabels } from '@/components/catalogue/job-card';
import { Link } from '@/components/ui/link';
import { MY_APPLICATIONS_PAGE_SIZE, useMyApplications } from '../api/get-my-applications';
import { ApplicationStatusBadge } from './application-status-badge';

function ApplicationRow({ application }: { application: MyApplication }) {
  const { job } = application;
  const t = useTranslations('jobs');
  const locale = useLocale() as Locale;
  const { place, experience, salary } = useJobLabels(job);
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
            {place}
          </span>
          <span aria-hidden="true"> · </span>
          {experience}
          {salary ? (
            <>
              <span aria-hidden="true"> · </span>
              {salary}
            </>
          ) : null}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          {t.rich('appliedWith', {
            date: formatDate(application.createdAt, locale),
            name: application.resumeName,
            resume: (chunks) => (
              <a
                href={application.resumeUrl}
                download
                className="relative z-10 underline underline-offset-2 hover:text-foreground"
              >
                {chunks}
              </a>
            ),
          })}
          {application.status !== 'applied' ? (
            <>
              <span aria-hidden="true"> · </span>
              {t('statusOn', {
                status: t(`statuses.${application.status}`),
                date: formatDate(application.statusChangedAt, locale),
              })}
            </>
          ) : null}
        </p>
        {application.statusMessage ? (
          <blockquote className="mt-2 rounded-lg border-l-4 border-indigo-200 bg-muted/50 px-3 py-2 text-sm whitespace-pre-line">
            <span className="sr-only">{t('messageFrom', { company: job.company.name })}</span>
            {application.statusMessage}
          </blockquote>
        ) : null}
      </div>
      <ApplicationStatusBadge status={application.status} className="self-start sm:self-center" />
    </article>
  );
}

/** The account page's list of the user's job applications, with their status. */
export function MyApplicationsList({ status, page }: { status: ApplicationStatus | undefined; page: number }) {
  const t = useTranslations('jobs');
  const locale = useLocale() as Locale;
  return (
    <AccountList
      list={useMyApplications(status, page)}
      page={page}
      basePath="/account/jobs"
      query={{ type: status }}
      pageSize={MY_APPLICATIONS_PAGE_SIZE}
      noun={(count) => t('applicationCount', { count, shown: formatCount(count) })}
      empty={{
        message: messageIn(locale, status ? 'noApplicationsWithStatus' : 'noApplications'),
        links: [{ href: '/jobs', label: t('browseJobs') }],
      }}
      skeletonClassName="h-24"
      renderItem={(application) => <ApplicationRow application={application} />}
    />
  );
}
