'use client';

import { formatPrice } from '@lp/contract/format';
import { CalendarDays, Check, Crown, RefreshCcw } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/utils';
import { useSubscription } from '../api/get-subscription';
import { formatDate } from '../format';
import { CancelSubscriptionForm } from './cancel-subscription-form';

const STATUS_TONES = {
  active: 'bg-success-soft text-emerald-800',
  cancelled: 'bg-amber-100 text-amber-900',
  past_due: 'bg-destructive-soft text-red-800',
  expired: 'bg-secondary text-muted-foreground',
} as const;

/** The current plan (SPEC §1 labels), its renewal date and the way to cancel. */
export function SubscriptionOverview({ welcome }: { welcome: boolean }) {
  const query = useSubscription();
  const [cancelling, setCancelling] = useState(false);

  if (query.isPending) return <Skeleton className="h-64 w-full rounded-2xl" />;
  if (query.isError) {
    return (
      <Alert tone="error" className="flex items-center justify-between gap-3">
        {errorMessage(query.error)}
        <Button size="sm" variant="outline" onClick={() => query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const sub = query.data;
  if (!sub) {
    return (
      <div className="rounded-2xl border border-dashed border-border bg-card p-8 text-center">
        <Crown aria-hidden="true" className="mx-auto size-8 text-amber-500" />
        <p className="mt-3 font-semibold">You are on the free plan</p>
        <p className="mt-1 text-sm text-muted-foreground">
          Premium opens every premium course, quiz, slide deck, mock interview and fix-me problem.
        </p>
        <Link href="/premium" className={buttonVariants({ className: 'mt-5' })}>
          See premium plans
        </Link>
      </div>
    );
  }

  const facts: [string, string][] = [
    ['Plan', sub.plan.name],
    ['Status', sub.statusLabel],
    ['Auto renew', sub.autoRenew ? 'On' : 'Off'],
    ['Start date', formatDate(sub.startDate)],
    ['End date', formatDate(sub.endDate)],
    ['Duration', sub.duration],
    ['Type', sub.type.charAt(0).toUpperCase() + sub.type.slice(1)],
    ['Price', formatPrice(sub.plan.pricePaise)],
  ];
  const canCancel = (sub.status === 'active' || sub.status === 'past_due') && sub.hasAccess;

  return (
    <div className="grid gap-4">
      {welcome && sub.hasAccess ? (
        <Alert tone="success">Payment verified. Welcome to Learnly Premium: every premium course is open to you now.</Alert>
      ) : null}
      <section aria-labelledby="current-plan" className="rounded-2xl border border-border bg-card shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-3 border-b border-border p-5">
          <div>
            <h2 id="current-plan" className="flex items-center gap-2 text-lg font-semibold">
              <Crown aria-hidden="true" className="size-5 text-amber-500" />
              {sub.plan.name} plan
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {sub.status === 'expired'
                ? `Ended on ${formatDate(sub.endDate)}.`
                : sub.renewalDate
                  ? `Renews on ${formatDate(sub.renewalDate)} for ${formatPrice(sub.plan.pricePaise)}.`
                  : `Premium until ${formatDate(sub.endDate)}; it will not renew.`}
            </p>
          </div>
          <span className={cn('rounded-full px-3 py-1 text-xs font-semibold', STATUS_TONES[sub.status])}>{sub.statusLabel}</span>
        </div>
        {sub.status === 'past_due' ? (
          <Alert tone="error" className="m-5 mb-0">
            The last renewal charge did not go through. We will try again; premium stays open until {formatDate(sub.endDate)}.
          </Alert>
        ) : null}
        <dl className="grid grid-cols-2 gap-x-6 gap-y-4 p-5 sm:grid-cols-4">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
              <dd className="mt-0.5 font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="border-t border-border p-5">
          <h3 className="text-sm font-semibold">Features</h3>
          <ul className="mt-2 grid gap-1.5 text-sm sm:grid-cols-2">
            {sub.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap items-center gap-3 border-t border-border p-5">
          {sub.renewalDate ? (
            <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
              <RefreshCcw aria-hidden="true" className="size-4" /> Renews automatically on {formatDate(sub.renewalDate)}
            </p>
          ) : (
            <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
              <CalendarDays aria-hidden="true" className="size-4" />
              {sub.hasAccess ? `Access until ${formatDate(sub.endDate)}` : 'No active plan'}
            </p>
          )}
          <div className="ms-auto flex gap-2">
            {!sub.hasAccess ? (
              <Link href="/premium" className={buttonVariants()}>
                Buy a plan again
              </Link>
            ) : null}
            {canCancel && !cancelling ? (
              <Button variant="outline" onClick={() => setCancelling(true)}>
                Cancel subscription
              </Button>
            ) : null}
          </div>
        </div>
        {canCancel && cancelling ? (
          <div className="border-t border-border p-5">
            <CancelSubscriptionForm subscriptionId={sub.id} endDate={sub.endDate} onDone={() => setCancelling(false)} />
          </div>
        ) : null}
      </section>
    </div>
  );
}
