'use client';

import { JOB_STATUSES } from '@lp/contract/catalogue';
import { formatCount } from '@lp/contract/format';
import type { JobStatus, StaffJob } from '@lp/contract/hiring';
import type { Locale } from '@lp/contract/locale';
import { Plus, Users } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { AccountList } from '@/components/account/account-list';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/components/ui/link';
import { TabLinks } from '@/components/ui/tab-links';
import { errorMessage } from '@/lib/api-error';
import { useContractMessage } from '@/lib/use-contract-message';
import { cn } from '@/lib/utils';
import { HIRING_PAGE_SIZE } from '../api/hiring-keys';
import { useJobAction, useStaffJobs } from '../api/staff-jobs';
import { formatDay, JOB_STATUS_TONES } from './hiring-labels';

export function JobStatusBadge({ status }: { status: JobStatus }) {
  const t = useTranslations('hiring');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        JOB_STATUS_TONES[status],
      )}
    >
      {t(`jobStatuses.${status}`)}
    </span>
  );
}

/** Publish (a draft or a closed job) or close (a published one), with the server's refusal shown under it. */
export function JobActions({ job }: { job: StaffJob }) {
  const t = useTranslations('hiring.jobs');
  const contractMessage = useContractMessage();
  const action = useJobAction();
  const [error, setError] = useState<string | null>(null);
  const run = (kind: 'publish' | 'close') => {
    setError(null);
    action.mutate({ id: job.id, action: kind }, { onError: (failure) => setError(contractMessage(errorMessage(failure))) });
  };
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {job.status === 'published' ? (
          <Button size="sm" variant="outline" onClick={() => run('close')} disabled={action.isPending}>
            {t('close')}
          </Button>
        ) : (
          <Button size="sm" onClick={() => run('publish')} disabled={action.isPending}>
            {job.status === 'draft' ? t('publish') : t('reopen')}
          </Button>
        )}
        <Link href={`/staff/jobs/${job.id}/edit`} className={buttonClassName({ variant: 'outline', size: 'sm' })}>
          {t.rich('edit', { title: job.title, sr: (chunks) => <span className="sr-only">{chunks}</span> })}
        </Link>
        {job.status !== 'draft' ? (
          <Link href={`/jobs/${job.slug}`} className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
            {t.rich('viewOnSite', { title: job.title, sr: (chunks) => <span className="sr-only">{chunks}</span> })}
          </Link>
        ) : null}
      </div>
      {error ? (
        <Alert tone="error" className="text-sm">
          {error}
        </Alert>
      ) : null}
    </div>
  );
}

function JobRow({ job }: { job: StaffJob }) {
  const t = useTranslations('hiring');
  const locale = useLocale() as Locale;
  const workMode = t(`workModes.${job.workMode}`);
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <JobStatusBadge status={job.status} />
          {job.newApplicants > 0 ? (
            <span className="rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-semibold text-white">
              {t('jobs.newBadge', { count: formatCount(job.newApplicants) })}
            </span>
          ) : null}
        </div>
        <h2 className="mt-2 text-base font-semibold break-words">
          <Link href={`/staff/jobs/${job.id}`} className="underline-offset-4 hover:text-primary hover:underline">
            {job.title}
          </Link>
        </h2>
        <p className="mt-0.5 text-sm text-muted-foreground">
          {job.role ? `${job.role} · ` : ''}
          {job.workMode === 'remote' ? workMode : `${job.city.name} · ${workMode}`}
          {job.closesOn
            ? ` · ${t(job.status === 'closed' ? 'jobs.closedOn' : 'jobs.closesOn', { date: formatDay(job.closesOn, locale) })}`
            : ''}
        </p>
        <p className="mt-2 inline-flex items-center gap-1.5 text-sm">
          <Users aria-hidden="true" className="size-4 text-muted-foreground" />
          <Link href={`/staff/jobs/${job.id}`} className="font-medium underline underline-offset-2 hover:text-primary">
            {t('applicantCount', { count: job.applicants, shown: formatCount(job.applicants) })}
          </Link>
          {job.newApplicants > 0 ? (
            <span className="text-muted-foreground">{t('jobs.sinceVisit', { count: formatCount(job.newApplicants) })}</span>
          ) : null}
        </p>
      </div>
      <JobActions job={job} />
    </div>
  );
}

/** The employer's jobs: a tab per status with its count, each job with its applicants and actions. */
export function JobsScreen({ status, page }: { status: JobStatus | undefined; page: number }) {
  const t = useTranslations('hiring');
  const list = useStaffJobs(status, page);
  const counts = list.data?.counts;
  const total = counts ? counts.draft + counts.published + counts.closed : undefined;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('jobs.title')}</h1>
          <p className="mt-2 text-muted-foreground">{t('jobs.intro')}</p>
        </div>
        <Link href="/staff/jobs/new" className={buttonClassName()}>
          <Plus aria-hidden="true" />
          {t('jobs.post')}
        </Link>
      </div>
      <TabLinks
        label={t('jobs.statusLabel')}
        active={status}
        tabs={[
          {
            value: undefined,
            href: '/staff/jobs',
            label: total === undefined ? t('all') : t('tab', { label: t('all'), count: formatCount(total) }),
          },
          ...JOB_STATUSES.map((value) => ({
            value,
            href: `/staff/jobs?status=${value}`,
            label: counts
              ? t('tab', { label: t(`jobStatuses.${value}`), count: formatCount(counts[value]) })
              : t(`jobStatuses.${value}`),
          })),
        ]}
      />
      <AccountList
        list={list}
        page={page}
        basePath="/staff/jobs"
        query={{ status }}
        pageSize={HIRING_PAGE_SIZE}
        noun={(count) => t('jobs.count', { count, shown: formatCount(count) })}
        empty={{
          message: status ? t(`jobs.empty.${status}`) : t('jobs.emptyAll'),
          links: [{ href: '/staff/jobs/new', label: t('jobs.post') }],
        }}
        itemClassName="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
        renderItem={(job) => <JobRow job={job} />}
      />
    </div>
  );
}
