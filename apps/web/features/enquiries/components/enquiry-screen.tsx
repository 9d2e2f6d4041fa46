'use client';

import { ENQUIRY_STATUSES, type EnquiryStatus, type InboxEnquiryDetail } from '@lp/contract/enquiries';
import type { Locale } from '@lp/contract/locale';
import { ChevronLeft, Phone } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { Link } from '@/components/ui/link';
import { RelativeTime } from '@/components/ui/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useInboxEnquiry, useUpdateEnquiry } from '../api/inbox';
import { EnquiryStatusBadge, formatMobile } from './enquiry-status';

const selectClass =
  'flex h-10 w-full min-w-0 rounded-lg border border-input bg-background px-3 py-0 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm';

/** One enquiry: who asked what, the change form (status, assignee, a private note) first, then the notes. */
export function EnquiryScreen({ id }: { id: number }) {
  const t = useTranslations('enquiries.screen');
  const locale = useLocale() as Locale;
  const detail = useInboxEnquiry(id);
  if (detail.isPending) return <Skeleton className="h-64 w-full rounded-2xl" />;
  if (detail.isError) return <Alert tone="error">{errorMessage(detail.error)}</Alert>;
  const data = detail.data;
  return (
    <div className="grid gap-6">
      <Link
        href="/staff/enquiries"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('back')}
      </Link>
      <header className="grid gap-1">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{data.name}</h1>
          <EnquiryStatusBadge status={data.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {t.rich('about', {
            target: data.target.name,
            institute: data.institute.name,
            when: () => <RelativeTime value={data.createdAt} locale={locale} />,
          })}
        </p>
      </header>
      <Contact data={data} />
      <ChangeForm key={`${data.status}:${data.assignee?.id ?? 0}:${data.notes.length}`} data={data} />
      <section aria-labelledby="notes-heading" className="grid gap-3">
        <h2 id="notes-heading" className="text-lg font-semibold">
          {t('notesHeading')}
        </h2>
        {data.notes.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noNotes')}</p>
        ) : (
          <ol className="grid gap-3">
            {data.notes.map((note) => (
              <li key={note.id} className="rounded-xl border border-border bg-card p-3 text-sm">
                <p className="whitespace-pre-line break-words">{note.text}</p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {note.author?.fullName ?? t('formerStaff')} · <RelativeTime value={note.createdAt} locale={locale} />
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function Contact({ data }: { data: InboxEnquiryDetail }) {
  const t = useTranslations('enquiries.screen');
  const locale = useLocale() as Locale;
  if (data.anonymisedAt) {
    const at = data.anonymisedAt;
    return <Alert tone="info">{t.rich('anonymised', { when: () => <RelativeTime value={at} locale={locale} /> })}</Alert>;
  }
  return (
    <section aria-label={t('contact')} className="grid gap-3 rounded-2xl border border-border bg-card p-4 sm:p-5">
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">{t('mobile')}</dt>
          <dd>
            <a
              href={`tel:+91${data.mobile}`}
              className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
            >
              <Phone aria-hidden="true" className="size-3.5" />
              {formatMobile(data.mobile)}
            </a>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted-foreground">{t('email')}</dt>
          <dd className="break-all">
            <a href={`mailto:${data.email}`} className="underline-offset-4 hover:underline">
              {data.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('pinCode')}</dt>
          <dd>{data.pinCode}</dd>
        </div>
      </dl>
      {data.message ? <p className="text-sm whitespace-pre-line break-words">{data.message}</p> : null}
    </section>
  );
}

function ChangeForm({ data }: { data: InboxEnquiryDetail }) {
  const t = useTranslations('enquiries.screen');
  const statuses = useTranslations('enquiries.statuses');
  const locale = useLocale() as Locale;
  const update = useUpdateEnquiry(data.id);
  const [status, setStatus] = useState<EnquiryStatus>(data.status);
  const [assignee, setAssignee] = useState(data.assignee ? String(data.assignee.id) : '');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const assigneeId = assignee === '' ? null : Number(assignee);
    const patch = {
      ...(status !== data.status ? { status } : {}),
      ...(assigneeId !== (data.assignee?.id ?? null) ? { assigneeId } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    if (Object.keys(patch).length === 0) {
      setError(t('nothingChanged'));
      return;
    }
    update.mutate(patch, {
      onSuccess: () => toast.success(t('saved')),
      onError: (e) => setError(errorMessage(e)),
    });
  };

  return (
    <Form
      onSubmit={submit}
      className="grid gap-4 rounded-2xl border border-border bg-card p-4 sm:grid-cols-2 sm:p-5"
      aria-label={t('formLabel')}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="enquiry-status">{t('status')}</Label>
        <select
          id="enquiry-status"
          value={status}
          onChange={(e) => setStatus(e.target.value as EnquiryStatus)}
          className={selectClass}
        >
          {ENQUIRY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statuses(value)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="enquiry-assignee">{t('assignee')}</Label>
        <select id="enquiry-assignee" value={assignee} onChange={(e) => setAssignee(e.target.value)} className={selectClass}>
          <option value="">{t('nobody')}</option>
          {data.assignees.map((person) => (
            <option key={person.id} value={String(person.id)}>
              {person.fullName}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor="enquiry-note">{t('addNote')}</Label>
        <Textarea id="enquiry-note" value={note} onChange={(e) => setNote(e.target.value)} rows={3} maxLength={2000} />
      </div>
      {error ? (
        <Alert tone="error" className="sm:col-span-2">
          {error}
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('saving') : t('save')}
        </Button>
        {data.statusChangedAt ? (
          <span className="text-sm text-muted-foreground">
            {t('statusChanged')} <RelativeTime value={data.statusChangedAt} locale={locale} />
          </span>
        ) : null}
      </div>
    </Form>
  );
}
