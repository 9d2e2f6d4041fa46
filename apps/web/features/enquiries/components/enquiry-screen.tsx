'use client';

import { ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES, type EnquiryStatus, type InboxEnquiryDetail } from '@lp/contract/enquiries';
import { ChevronLeft, Phone } from 'lucide-react';
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
        Lead inbox
      </Link>
      <header className="grid gap-1">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{data.name}</h1>
          <EnquiryStatusBadge status={data.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          About {data.target.name} · {data.institute.name} · received <RelativeTime value={data.createdAt} />
        </p>
      </header>
      <Contact data={data} />
      <ChangeForm key={`${data.status}:${data.assignee?.id ?? 0}:${data.notes.length}`} data={data} />
      <section aria-labelledby="notes-heading" className="grid gap-3">
        <h2 id="notes-heading" className="text-lg font-semibold">
          Private notes
        </h2>
        {data.notes.length === 0 ? (
          <p className="text-sm text-muted-foreground">No notes yet. Only your institute's staff see them.</p>
        ) : (
          <ol className="grid gap-3">
            {data.notes.map((note) => (
              <li key={note.id} className="rounded-xl border border-border bg-card p-3 text-sm">
                <p className="whitespace-pre-line break-words">{note.text}</p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {note.author?.fullName ?? 'A former member of staff'} · <RelativeTime value={note.createdAt} />
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
  if (data.anonymisedAt) {
    return (
      <Alert tone="info">
        Anonymised <RelativeTime value={data.anonymisedAt} />: the learner's contact details and message were removed after the
        retention period.
      </Alert>
    );
  }
  return (
    <section aria-label="Contact" className="grid gap-3 rounded-2xl border border-border bg-card p-4 sm:p-5">
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Mobile</dt>
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
          <dt className="text-muted-foreground">Email</dt>
          <dd className="break-all">
            <a href={`mailto:${data.email}`} className="underline-offset-4 hover:underline">
              {data.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">PIN code</dt>
          <dd>{data.pinCode}</dd>
        </div>
      </dl>
      {data.message ? <p className="text-sm whitespace-pre-line break-words">{data.message}</p> : null}
    </section>
  );
}

function ChangeForm({ data }: { data: InboxEnquiryDetail }) {
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
      setError('Change the status or the assignee, or write a note.');
      return;
    }
    update.mutate(patch, {
      onSuccess: () => toast.success('Saved'),
      onError: (e) => setError(errorMessage(e)),
    });
  };

  return (
    <Form
      onSubmit={submit}
      className="grid gap-4 rounded-2xl border border-border bg-card p-4 sm:grid-cols-2 sm:p-5"
      aria-label="Update the enquiry"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="enquiry-status">Status</Label>
        <select
          id="enquiry-status"
          value={status}
          onChange={(e) => setStatus(e.target.value as EnquiryStatus)}
          className={selectClass}
        >
          {ENQUIRY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {ENQUIRY_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="enquiry-assignee">Assigned to</Label>
        <select id="enquiry-assignee" value={assignee} onChange={(e) => setAssignee(e.target.value)} className={selectClass}>
          <option value="">Nobody</option>
          {data.assignees.map((person) => (
            <option key={person.id} value={String(person.id)}>
              {person.fullName}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor="enquiry-note">Add a private note</Label>
        <Textarea id="enquiry-note" value={note} onChange={(e) => setNote(e.target.value)} rows={3} maxLength={2000} />
      </div>
      {error ? (
        <Alert tone="error" className="sm:col-span-2">
          {error}
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
        {data.statusChangedAt ? (
          <span className="text-sm text-muted-foreground">
            Status changed <RelativeTime value={data.statusChangedAt} />
          </span>
        ) : null}
      </div>
    </Form>
  );
}
