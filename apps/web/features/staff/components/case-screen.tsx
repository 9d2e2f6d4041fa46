'use client';

import { formatCount } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import { type CaseAction, type CaseDetail, type CaseStatus, formatSuspensionEnd } from '@lp/contract/staff';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { RelativeTime } from '@/components/ui/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { client, unwrap } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useContractMessage } from '@/lib/use-contract-message';
import { useCase, useCaseAction, useCases } from '../api/cases';
import { staffKeys } from '../api/staff-keys';
import { ReasonDialog } from './reason-dialog';
import { SuspendFields, suspendUntilFrom } from './suspend-fields';

type DialogKind = CaseAction | 'suspend';

/** Each action's keyboard shortcut; its label, dialog title and confirm button are `staff.case.actions.<kind>`. */
const ACTIONS: { kind: DialogKind; key: string }[] = [
  { kind: 'hide', key: 'h' },
  { kind: 'restore', key: 'r' },
  { kind: 'dismiss', key: 'd' },
  { kind: 'suspend', key: 's' },
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
  const t = useTranslations('staff');
  const locale = useLocale() as Locale;
  const contractMessage = useContractMessage();
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
  if (detail.isError) return <Alert tone="error">{contractMessage(errorMessage(detail.error))}</Alert>;
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
      toast.success(t('case.toasts.suspend', { name: author.name }));
    } else if (dialog) {
      await action.mutateAsync({ action: dialog, reason });
      toast.success(t(`case.toasts.${dialog}`));
    }
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link href={`/staff/queue${suffix}`} className="text-sm font-medium text-primary hover:underline">
          ← {t(`case.backTo.${queue}`)}
        </Link>
        <div className="flex gap-2">
          <CaseStep href={previous === undefined ? undefined : `/staff/cases/${previous}${suffix}`} direction="previous" />
          <CaseStep href={next === undefined ? undefined : `/staff/cases/${next}${suffix}`} direction="next" />
        </div>
      </div>

      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('case.heading', {
            type: t(`objectTypes.${data.object.type}`),
            count: data.reportCount,
            shown: formatCount(data.reportCount),
          })}
        </h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {t('case.number', { id: String(data.id) })} ·{' '}
          <span className="font-medium text-foreground">{t(`caseStatuses.${data.status}`)}</span>
          {data.autoHidden && data.status === 'open' ? ` ${t('case.autoHidden')}` : ''} ·{' '}
          {t.rich('case.opened', { time: () => <RelativeTime value={data.openedAt} locale={locale} /> })}
          {data.decidedBy ? (
            <>
              {' · '}
              {data.decisionReason
                ? t('case.decidedByWithReason', { name: data.decidedBy.name, reason: data.decisionReason })
                : t('case.decidedBy', { name: data.decidedBy.name })}
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
            {t(`case.actions.${candidate.kind}.label`)}
          </Button>
        ))}
      </div>

      <section aria-labelledby="case-object" className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
        <h2 id="case-object" className="text-base font-semibold">
          {t(`case.reportedObject.${data.object.type}`)}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {t('case.authorPrefix')}{' '}
          {author ? (
            <Link href={`/staff/users/${author.id}`} className="font-medium text-primary hover:underline">
              {author.name} ({author.email})
            </Link>
          ) : (
            t('deletedAccount')
          )}
          {data.object.url ? (
            <>
              {' · '}
              <Link href={data.object.url} className="font-medium text-primary hover:underline">
                {t('case.whereShown')}
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
          {t('case.reports')}
        </h2>
        <ul className="mt-3 grid gap-2">
          {data.reports.map((report) => (
            <li key={`${report.reporter.id}-${report.createdAt}`} className="rounded-xl border border-border p-3 text-sm">
              <p className="break-words">{report.reason}</p>
              <p className="mt-1 text-muted-foreground">
                {report.reporter.name} · <RelativeTime value={report.createdAt} locale={locale} />
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="case-history">
        <h2 id="case-history" className="text-lg font-semibold">
          {t('case.history')}
        </h2>
        {data.authorHistory.cases.length === 0 && data.authorHistory.suspensions.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">{t('case.noHistory')}</p>
        ) : (
          <ul className="mt-3 grid gap-2 text-sm">
            {data.authorHistory.suspensions.map((suspension) => (
              <li key={`s${suspension.id}`} className="rounded-xl border border-border p-3">
                {suspension.until
                  ? t('suspension.suspendedUntil', {
                      date: formatSuspensionEnd(suspension.until, undefined, locale),
                      reason: suspension.reason,
                    })
                  : t('suspension.suspendedUntilLifted', { reason: suspension.reason })}
                {suspension.liftedAt ? ` ${t('suspension.liftedNote')}` : ''} ·{' '}
                <RelativeTime value={suspension.createdAt} locale={locale} />
              </li>
            ))}
            {data.authorHistory.cases.map((other) => (
              <li key={`c${other.id}`} className="rounded-xl border border-border p-3">
                <Link href={`/staff/cases/${other.id}`} className="font-medium text-primary hover:underline">
                  {t('case.number', { id: String(other.id) })}
                </Link>{' '}
                · {t(`objectTypes.${other.object.type}`)} · {t(`caseStatuses.${other.status}`)}
                {other.decisionReason ? `: ${other.decisionReason}` : ''} ·{' '}
                <RelativeTime value={other.openedAt} locale={locale} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="case-keys" className="text-sm text-muted-foreground">
        <h2 id="case-keys" className="font-semibold text-foreground">
          {t('case.shortcuts')}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {[
            ...ACTIONS.map((candidate) => [candidate.key, t(`case.actions.${candidate.kind}.label`)] as const),
            ['j', t('case.nextCase')] as const,
            ['k', t('case.previousCase')] as const,
          ].map(([key, label]) => (
            <li key={key}>
              <kbd className="rounded border border-border bg-muted px-1.5 font-mono text-foreground">{key}</kbd> {label}
            </li>
          ))}
        </ul>
      </section>

      <ReasonDialog
        open={dialog !== null}
        title={current ? t(`case.actions.${current.kind}.title`) : ''}
        confirmLabel={current ? t(`case.actions.${current.kind}.confirm`) : t('reasonDialog.save')}
        destructive={dialog === 'hide' || dialog === 'suspend'}
        onClose={() => setDialog(null)}
        onConfirm={confirm}
        description={
          dialog === 'hide'
            ? t('case.hideDescription')
            : dialog === 'suspend' && author
              ? t('case.suspendDescription', { name: author.name })
              : undefined
        }
      >
        {dialog === 'suspend' ? <SuspendFields /> : null}
      </ReasonDialog>
    </div>
  );
}

/** Previous or Next case: a link, or a disabled button at either end of the queue's page. */
function CaseStep({ href, direction }: { href: string | undefined; direction: 'previous' | 'next' }) {
  const t = useTranslations('staff.case');
  const content =
    direction === 'previous' ? (
      <>
        <ChevronLeft aria-hidden="true" /> {t('previous')}
      </>
    ) : (
      <>
        {t('next')} <ChevronRight aria-hidden="true" />
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
