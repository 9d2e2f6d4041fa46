'use client';

import { APPLICATION_STATUSES } from '@lp/contract/catalogue';
import { formatCount } from '@lp/contract/format';
import { canMoveApplication, type MoveApplicationBody, type StaffApplication } from '@lp/contract/hiring';
import type { ApplicationStatus } from '@lp/contract/jobs';
import type { Locale } from '@lp/contract/locale';
import { MESSAGES } from '@lp/contract/messages';
import { ArrowLeft, FileText, MapPin } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { AccountList } from '@/components/account/account-list';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/field-error';
import { Form } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { Link } from '@/components/ui/link';
import { RelativeTime } from '@/components/ui/relative-time';
import { TabLinks } from '@/components/ui/tab-links';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useContractMessage } from '@/lib/use-contract-message';
import { cn } from '@/lib/utils';
import { useApplicants, useMoveApplication } from '../api/applicants';
import { HIRING_PAGE_SIZE } from '../api/hiring-keys';
import { JobActions, JobStatusBadge } from './jobs-screen';

const TONES: Record<ApplicationStatus, string> = {
  applied: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
  shortlisted: 'bg-sky-50 text-sky-700 ring-sky-200',
  interview: 'bg-amber-50 text-amber-800 ring-amber-200',
  offered: 'bg-violet-50 text-violet-700 ring-violet-200',
  hired: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  rejected: 'bg-zinc-100 text-zinc-700 ring-zinc-200',
};

function StatusBadge({ status }: { status: ApplicationStatus }) {
  const t = useTranslations('hiring');
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', TONES[status])}
    >
      {t(`applicationStatuses.${status}`)}
    </span>
  );
}

const MOVES = ['shortlisted', 'interview', 'offered', 'hired', 'rejected'] as const;

/** Change an application's status with an optional message the learner reads (a modal dialog). */
function MoveDialog({ application, onClose }: { application: StaffApplication | null; onClose: () => void }) {
  const t = useTranslations('hiring');
  const contractMessage = useContractMessage();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const move = useMoveApplication();
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const choices = application ? MOVES.filter((to) => canMoveApplication(application.status, to)) : [];
  const [status, setStatus] = useState<MoveApplicationBody['status']>('shortlisted');

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (application && !element.open) {
      setError(null);
      setStatus(MOVES.find((to) => canMoveApplication(application.status, to)) ?? 'rejected');
      element.showModal();
    }
    if (!application && element.open) element.close();
  }, [application]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!application) return;
    const form = new FormData(event.currentTarget);
    const message = String(form.get('message') ?? '').trim();
    setError(null);
    try {
      await move.mutateAsync({ id: application.id, status, ...(message ? { message } : {}) });
      event.currentTarget?.reset();
      onClose();
    } catch (failure) {
      setError({ message: contractMessage(errorMessage(failure)), fields: failure instanceof ApiError ? failure.fields : {} });
    }
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-border bg-background p-0 text-foreground shadow-2xl backdrop:bg-black/40"
    >
      {application ? (
        <Form onSubmit={submit} className="grid gap-4 p-5 sm:p-6" noValidate>
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {t('move.title', { name: application.applicant.name })}
          </h2>
          <p className="text-sm text-muted-foreground">{t('move.told', { name: application.applicant.name })}</p>
          {error && !error.fields.message ? <Alert tone="error">{error.message}</Alert> : null}
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('move.newStatus')}</legend>
            <div className="flex flex-wrap gap-2">
              {choices.map((to) => (
                <label
                  key={to}
                  className={cn(
                    'inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm has-focus-visible:outline-2 has-focus-visible:outline-ring',
                    status === to ? 'border-primary bg-primary/10 font-medium' : 'border-input',
                  )}
                >
                  <input
                    type="radio"
                    name="status"
                    value={to}
                    checked={status === to}
                    onChange={() => setStatus(to)}
                    className="size-4"
                  />
                  {t(`applicationStatuses.${to}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-message`}>{t('move.message')}</Label>
            <Textarea
              id={`${id}-message`}
              name="message"
              maxLength={1000}
              className="min-h-24"
              aria-invalid={error?.fields.message ? true : undefined}
              aria-describedby={`${id}-hint${error?.fields.message ? ` ${id}-error` : ''}`}
            />
            <p id={`${id}-hint`} className="text-sm text-muted-foreground">
              {status === 'rejected'
                ? t('move.rejectedHint', { text: contractMessage(MESSAGES.applicationRejectedDefault) })
                : t('move.hint')}
            </p>
            <FieldError id={`${id}-error`}>{error?.fields.message}</FieldError>
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onClose} disabled={move.isPending}>
              {t('move.cancel')}
            </Button>
            <Button type="submit" variant={status === 'rejected' ? 'destructive' : 'default'} disabled={move.isPending}>
              {move.isPending ? t('move.saving') : t(`move.markAs.${status}`)}
            </Button>
          </div>
        </Form>
      ) : null}
    </dialog>
  );
}

function ApplicantRow({ application, onMove }: { application: StaffApplication; onMove: () => void }) {
  const t = useTranslations('hiring.applicants');
  const locale = useLocale() as Locale;
  const { applicant } = application;
  const final = application.status === 'hired' || application.status === 'rejected';
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-semibold">{applicant.name}</h2>
          <StatusBadge status={application.status} />
        </div>
        {applicant.headline ? <p className="text-sm">{applicant.headline}</p> : null}
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          {applicant.city ? (
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-3.5" />
              {applicant.city}
            </span>
          ) : null}
          <span>{t.rich('applied', { time: () => <RelativeTime value={application.createdAt} locale={locale} /> })}</span>
        </p>
        {applicant.skills.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-1.5 text-xs" aria-label={t('skillsOf', { name: applicant.name })}>
            {applicant.skills.map((skill) => (
              <li key={skill} className="rounded-full bg-secondary px-2.5 py-1">
                {skill}
              </li>
            ))}
          </ul>
        ) : null}
        {application.coverNote ? (
          <blockquote className="mt-2 border-l-4 border-border pl-3 text-sm whitespace-pre-line">
            {application.coverNote}
          </blockquote>
        ) : null}
        {application.statusMessage ? (
          <p className="mt-2 text-sm text-muted-foreground">
            {t('yourMessage')} <span className="text-foreground">{application.statusMessage}</span>
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2 sm:flex-col sm:items-stretch">
        <a
          href={application.resumeUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName({ variant: 'outline', size: 'sm' })}
        >
          <FileText aria-hidden="true" />
          {t.rich('resume', { name: applicant.name, sr: (chunks) => <span className="sr-only">{chunks}</span> })}
        </a>
        {final ? null : (
          <Button size="sm" onClick={onMove}>
            {t.rich('changeStatus', { name: applicant.name, sr: (chunks) => <span className="sr-only">{chunks}</span> })}
          </Button>
        )}
      </div>
    </div>
  );
}

/** A job's applicants: the job's header and actions, a tab per status with its count, each applicant with the résumé and status. */
export function ApplicantsScreen({
  jobId,
  status,
  page,
}: {
  jobId: number;
  status: ApplicationStatus | undefined;
  page: number;
}) {
  const t = useTranslations('hiring');
  const list = useApplicants(jobId, status, page);
  const [moving, setMoving] = useState<StaffApplication | null>(null);
  const job = list.data?.job;
  const counts = list.data?.counts;
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const base = `/staff/jobs/${jobId}`;
  return (
    <div className="grid gap-6">
      <Link
        href="/staff/jobs"
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('applicants.allJobs')}
      </Link>
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          {job ? <JobStatusBadge status={job.status} /> : null}
          {job && job.newApplicants > 0 ? (
            <span className="text-sm text-muted-foreground">
              {t('applicants.newSince', { count: formatCount(job.newApplicants) })}
            </span>
          ) : null}
        </div>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{job ? job.title : t('applicants.title')}</h1>
        {job ? <JobActions job={job} /> : null}
      </div>
      <TabLinks
        label={t('applicants.statusLabel')}
        active={status}
        tabs={[
          {
            value: undefined,
            href: base,
            label: total === undefined ? t('all') : t('tab', { label: t('all'), count: formatCount(total) }),
          },
          ...APPLICATION_STATUSES.map((value) => ({
            value,
            href: `${base}?status=${value}`,
            label: counts
              ? t('tab', { label: t(`applicationStatuses.${value}`), count: formatCount(counts[value]) })
              : t(`applicationStatuses.${value}`),
          })),
        ]}
      />
      <AccountList
        list={list}
        page={page}
        basePath={base}
        query={{ status }}
        pageSize={HIRING_PAGE_SIZE}
        noun={(count) => t('applicantCount', { count, shown: formatCount(count) })}
        empty={{
          message: status ? t(`applicants.empty.${status}`) : t('applicants.emptyAll'),
          links: status ? [{ href: base, label: t('applicants.allApplicants') }] : [],
        }}
        itemClassName="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
        renderItem={(application) => <ApplicantRow application={application} onMove={() => setMoving(application)} />}
      />
      <MoveDialog application={moving} onClose={() => setMoving(null)} />
    </div>
  );
}
