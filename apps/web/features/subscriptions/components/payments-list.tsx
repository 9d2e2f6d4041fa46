'use client';

import { formatPrice } from '@lp/contract/format';
import { MESSAGES } from '@lp/contract/messages';
import type { Payment } from '@lp/contract/subscriptions';
import { FileText } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/utils';
import { useSubscriptionHistory } from '../api/get-history';
import { formatDate } from '../format';

const PAYMENT_TONES: Record<Payment['status'], string> = {
  paid: 'text-emerald-700',
  failed: 'text-red-700',
  refused: 'text-red-700',
  created: 'text-muted-foreground',
};

function PaymentRow({ payment }: { payment: Payment }) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
      <div className="min-w-0 flex-1 basis-full sm:basis-0">
        <p className="font-medium">
          {payment.planName} {payment.kind === 'renewal' ? 'renewal' : 'plan'}
        </p>
        <p className="text-xs text-muted-foreground">
          {formatDate(payment.paidAt ?? payment.createdAt)}
          {payment.invoiceNumber ? ` · ${payment.invoiceNumber}` : ''}
          {payment.failureReason ? ` · ${payment.failureReason}` : ''}
        </p>
      </div>
      <p className="font-semibold">{formatPrice(payment.amountPaise)}</p>
      <p className={cn('w-24 text-right text-xs font-semibold', PAYMENT_TONES[payment.status])}>{payment.statusLabel}</p>
      {payment.status === 'paid' ? (
        <Link
          href={`/account/subscriptions/invoices/${payment.id}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
        >
          <FileText aria-hidden="true" className="size-4" />
          Receipt
        </Link>
      ) : (
        <span className="w-[4.5rem]" />
      )}
    </li>
  );
}

/** Every subscription with its payments (receipts for the paid ones), then checkouts that did not complete. */
export function SubscriptionHistoryList() {
  const history = useSubscriptionHistory();
  if (history.isPending) return <Skeleton className="h-40 w-full rounded-2xl" />;
  if (history.isError) return <Alert tone="error">{errorMessage(history.error)}</Alert>;
  const { results, unfinishedPayments } = history.data;
  if (results.length === 0 && unfinishedPayments.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-border p-6 text-sm text-muted-foreground">
        {MESSAGES.noSubscriptionHistory}
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      {results.map((entry) => (
        <article key={entry.id} className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
          <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-border bg-surface px-4 py-3">
            <h3 className="font-semibold">
              {entry.plan.name} · {formatDate(entry.startDate)} – {formatDate(entry.endDate)}
            </h3>
            <p className="text-sm text-muted-foreground">
              {entry.statusLabel}
              {entry.cancelReason ? ` · cancelled: ${entry.cancelReason}` : ''}
            </p>
          </header>
          <ul className="divide-y divide-border">
            {entry.payments.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} />
            ))}
          </ul>
        </article>
      ))}
      {unfinishedPayments.length > 0 ? (
        <article className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
          <header className="border-b border-border bg-surface px-4 py-3">
            <h3 className="font-semibold">Checkouts that did not complete</h3>
            <p className="text-xs text-muted-foreground">
              No plan was started for these. A refused payment (an amount that did not match) is refunded.
            </p>
          </header>
          <ul className="divide-y divide-border">
            {unfinishedPayments.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} />
            ))}
          </ul>
        </article>
      ) : null}
    </div>
  );
}
