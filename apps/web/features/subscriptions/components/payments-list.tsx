'use client';

import { formatDate, formatPrice } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import type { Payment } from '@lp/contract/subscriptions';
import { FileText } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useContractMessage } from '@/lib/use-contract-message';
import { cn } from '@/lib/utils';
import { useSubscriptionHistory } from '../api/get-history';
import { cancelReasonText, planName } from '../plan-labels';

const PAYMENT_TONES: Record<Payment['status'], string> = {
  paid: 'text-emerald-700',
  failed: 'text-red-700',
  refused: 'text-red-700',
  created: 'text-muted-foreground',
};

function PaymentRow({ payment }: { payment: Payment }) {
  const t = useTranslations('premium');
  const locale = useLocale() as Locale;
  const say = useContractMessage();
  const plan = planName(t, { name: payment.planName });
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
      <div className="min-w-0 flex-1 basis-full sm:basis-0">
        <p className="font-medium">{t(payment.kind === 'renewal' ? 'history.renewal' : 'history.purchase', { plan })}</p>
        <p className="text-xs text-muted-foreground">
          {formatDate(payment.paidAt ?? payment.createdAt, locale)}
          {payment.invoiceNumber ? ` · ${payment.invoiceNumber}` : ''}
          {payment.failureReason ? ` · ${say(payment.failureReason)}` : ''}
        </p>
      </div>
      <p className="font-semibold">{formatPrice(payment.amountPaise, locale)}</p>
      <p className={cn('w-24 text-right text-xs font-semibold', PAYMENT_TONES[payment.status])}>
        {t(`paymentStatuses.${payment.status}`)}
      </p>
      {payment.status === 'paid' ? (
        <Link
          href={`/account/subscriptions/invoices/${payment.id}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
        >
          <FileText aria-hidden="true" className="size-4" />
          {t('history.receipt')}
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
  const t = useTranslations('premium');
  const locale = useLocale() as Locale;
  const say = useContractMessage();
  if (history.isPending) return <Skeleton className="h-40 w-full rounded-2xl" />;
  if (history.isError) return <Alert tone="error">{say(errorMessage(history.error))}</Alert>;
  const { results, unfinishedPayments } = history.data;
  if (results.length === 0 && unfinishedPayments.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-border p-6 text-sm text-muted-foreground">
        {messageIn(locale, 'noSubscriptionHistory')}
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      {results.map((entry) => (
        <article key={entry.id} className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
          <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-border bg-surface px-4 py-3">
            <h3 className="font-semibold">
              {planName(t, entry.plan)} · {formatDate(entry.startDate, locale)} – {formatDate(entry.endDate, locale)}
            </h3>
            <p className="text-sm text-muted-foreground">
              {t(`statuses.${entry.status}`)}
              {entry.cancelReason
                ? ` · ${t('history.cancelledBecause', { reason: cancelReasonText(t, entry.cancelReason) })}`
                : ''}
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
            <h3 className="font-semibold">{t('history.unfinishedHeading')}</h3>
            <p className="text-xs text-muted-foreground">{t('history.unfinishedIntro')}</p>
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
