'use client';

import { formatCount } from '@lp/contract/format';
import { type CaseAction, type CaseDetail, type CaseStatus, formatSuspensionEnd } from '@lp/contract/staff';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { RelativeTime } from '@/components/ui/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { client, unwrap } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useCase, useCaseAction, useCases } from '../api/cases';
import { staffKeys } from '../api/staff-keys';
import { CASE_STATUS_LABELS, OBJECT_TYPE_LABELS } from './case-labels';
import { ReasonDialog } from './reason-dialog';
import { SuspendFields, suspendUntilFrom } from './suspend-fields';

type DialogKind = CaseAction | 'suspend';

const ACTIONS: { kind: DialogKind; label: string; key: string; title: string; confirm: string }[] = [
  { kind: 'hide', label: 'Hide', key: 'h', title: 'Hide this content', confirm: 'Hide' },
  { kind: 'restore', label: 'Restore', key: 'r', title: 'Restore this content', confirm: 'Restore' },
  { kind: 'dismiss', label: 'Dismiss', key: 'd', title: 'Dismiss the reports', confirm: 'Dismiss' },
  { kind: 'suspend', label: 'Suspend author', key: 's', title: 'Suspend the author', confirm: 'Suspend' },
];

/** Which actions a case in this status allows (the API answers 409 for the others). */
function allowed(kind: DialogKind, detail: CaseDetail): boolean {
  const hidden = detail.hidden ?? detail.status === 'hidden';
  if (kind === 'suspend') return detail.object.author !== null;
  if (kind === 'hide') return detail.status !== 'hidden';
  if (kind === 'restore') return hidden;
  return detail.status === 'open';
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

/** One case: the reported text and its author, every report, the author's history, the actions and their shortcuts. */
export function CaseScreen({ id, queue }: { id: number; queue: CaseStatus }) {
  const detail = useCase(id);
  const neighbours = useCases(queue, 1);
  const action = useCaseAction(id);
  const queryClient = useQueryClient();
  const router = useRouter();
  const [dialog, setDialog] = useState<DialogKind | null>(null);

  const ids = neighbours.data?.results.map((item) => item.id) ?? [];
  const index = ids.indexOf(id);
  const suffix = queue === 'open' ? '' : `?status=${queue}`;
  const next = index >= 0 ? ids[index + 1] : ids[0];
  const previous = index > 0 ? ids[index - 1] : undefined;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (dialog || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const data = detail.data;
      if (event.key === 'j' && next !== undefined) router.push(`/staff/cases/${next}${suffix}`);
      else if (event.key === 'k' && previous !== undefined) router.push(`/staff/cases/${previous}${suffix}`);
      else if (data) {
        const found = ACTIONS.find((candidate) => candidate.key === event.key);
        if (found && allowed(found.kind, data)) {
          event.preventDefault();
          setDialog(found.kind);
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialog, detail.data, next, previous, router, suffix]);

  if (detail.isPending) return <Skeleton className="h-64 w-full rounded-2xl" />;
  if (detail.isError) return <Alert tone="error">{errorMessage(detail.error)}</Alert>;
  const data = detail.data;
  const author = data.object.author;
  const current = ACTIONS.find((candidate) => candidate.kind === dialog);

  async function confirm(reason: string, form: FormData) {
    if (dialog === 'suspend') {
      if (!author) return;
      await unwrap(
        client.api.staff.users[':id'].suspend.$post({
          param: { id: String(author.id) },
          json: { reason, until: suspendUntilFrom(form) },
        }),
      );
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
      toast.success(`${author.name} is suspended.`);
    } else if (dialog) {
      await action.mutateAsync({ action: dialog, reason });
      toast.success(dialog === 'hide' ? 'Hidden.' : dialog === 'restore' ? 'Restored.' : 'Reports dismissed.');
    }
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link href={`/staff/queue${suffix}`} className="text-sm font-medium text-primary hover:underline">
          ← {CASE_STATUS_LABELS[queue]} cases
        </Link>
        <div className="flex gap-2">
          <CaseStep href={previous === undefined ? undefined : `/staff/cases/${previous}${suffix}`} label="Previous" />
          <CaseStep href={next === undefined ? undefined : `/staff/cases/${next}${suffix}`} label="Next" />
        </div>
      </div>

      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {OBJECT_TYPE_LABELS[data.object.type]} reported {formatCount(data.reportCount)}{' '}
          {data.reportCount === 1 ? 'time' : 'times'}
        </h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Case #{data.id} · <span className="font-medium text-foreground">{CASE_STATUS_LABELS[data.status]}</span>
          {data.autoHidden && data.status === 'open' ? ' (hidden by the report threshold, pending review)' : ''} · opened{' '}
          <RelativeTime value={data.openedAt} />
          {data.decidedBy ? (
            <>
              {' '}
              · decided by {data.decidedBy.name}
              {data.decisionReason ? `: ${data.decisionReason}` : ''}
            </>
          ) : null}
        </p>
      </div>

      <div className="flex flex-wrap gap-2">
        {ACTIONS.map((candidate) => (
          <Button
            key={candidate.kind}
            variant={candidate.kind === 'hide' || candidate.kind === 'suspend' ? 'destructive' : 'outline'}
            disabled={!allowed(candidate.kind, data)}
            aria-keyshortcuts={candidate.key}
            onClick={() => setDialog(candidate.kind)}
          >
            {candidate.label}
          </Button>
        ))}
      </div>

      <section aria-labelledby="case-object" className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
        <h2 id="case-object" className="text-base font-semibold">
          The reported {OBJECT_TYPE_LABELS[data.object.type].toLowerCase()}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          By{' '}
          {author ? (
            <Link href={`/staff/users/${author.id}`} className="font-medium text-primary hover:underline">
              {author.name} ({author.email})
            </Link>
          ) : (
            'a deleted account'
          )}
          {data.object.url ? (
            <>
              {' · '}
              <Link href={data.object.url} className="font-medium text-primary hover:underline">
                Where it is shown
              </Link>
            </>
          ) : null}
        </p>
        <blockquote className="mt-3 max-h-80 overflow-y-auto border-l-4 border-border pl-3 text-sm whitespace-pre-line break-words">
          {data.object.text}
        </blockquote>
      </section>

      <section aria-labelledby="case-reports">
        <h2 id="case-reports" className="text-lg font-semibold">
          Reports
        </h2>
        <ul className="mt-3 grid gap-2">
          {data.reports.map((report) => (
            <li key={`${report.reporter.id}-${report.createdAt}`} className="rounded-xl border border-border p-3 text-sm">
              <p className="break-words">{report.reason}</p>
              <p className="mt-1 text-muted-foreground">
                {report.reporter.name} · <RelativeTime value={report.createdAt} />
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="case-history">
        <h2 id="case-history" className="text-lg font-semibold">
          The author&apos;s history
        </h2>
        {data.authorHistory.cases.length === 0 && data.authorHistory.suspensions.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">No earlier cases or suspensions.</p>
        ) : (
          <ul className="mt-3 grid gap-2 text-sm">
            {data.authorHistory.suspensions.map((suspension) => (
              <li key={`s${suspension.id}`} className="rounded-xl border border-border p-3">
                Suspended {suspension.until ? `until ${formatSuspensionEnd(suspension.until)}` : 'until lifted'}:{' '}
                {suspension.reason}
                {suspension.liftedAt ? ' (lifted)' : ''} · <RelativeTime value={suspension.createdAt} />
              </li>
            ))}
            {data.authorHistory.cases.map((other) => (
              <li key={`c${other.id}`} className="rounded-xl border border-border p-3">
                <Link href={`/staff/cases/${other.id}`} className="font-medium text-primary hover:underline">
                  Case #{other.id}
                </Link>{' '}
                · {OBJECT_TYPE_LABELS[other.object.type]} · {CASE_STATUS_LABELS[other.status]}
                {other.decisionReason ? `: ${other.decisionReason}` : ''} · <RelativeTime value={other.openedAt} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="case-keys" className="text-sm text-muted-foreground">
        <h2 id="case-keys" className="font-semibold text-foreground">
          Keyboard shortcuts
        </h2>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {[
            ...ACTIONS.map((candidate) => [candidate.key, candidate.label] as const),
            ['j', 'Next case'] as const,
            ['k', 'Previous case'] as const,
          ].map(([key, label]) => (
            <li key={key}>
              <kbd className="rounded border border-border bg-muted px-1.5 font-mono text-foreground">{key}</kbd> {label}
            </li>
          ))}
        </ul>
      </section>

      <ReasonDialog
        open={dialog !== null}
        title={current?.title ?? ''}
        confirmLabel={current?.confirm ?? 'Save'}
        destructive={dialog === 'hide' || dialog === 'suspend'}
        onClose={() => setDialog(null)}
        onConfirm={confirm}
        description={
          dialog === 'hide'
            ? 'It disappears from every list, page, search and feed. The author sees it marked hidden with your reason.'
            : dialog === 'suspend' && author
              ? `${author.name} is signed out everywhere at once and cannot sign in or write until the suspension ends.`
              : undefined
        }
      >
        {dialog === 'suspend' ? <SuspendFields /> : null}
      </ReasonDialog>
    </div>
  );
}

/** Previous or Next case: a link, or a disabled button at either end of the queue's page. */
function CaseStep({ href, label }: { href: string | undefined; label: 'Previous' | 'Next' }) {
  const content =
    label === 'Previous' ? (
      <>
        <ChevronLeft aria-hidden="true" /> Previous
      </>
    ) : (
      <>
        Next <ChevronRight aria-hidden="true" />
      </>
    );
  if (href === undefined) {
    return (
      <Button variant="outline" size="sm" disabled>
        {content}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={href}>{content}</Link>
    </Button>
  );
}
