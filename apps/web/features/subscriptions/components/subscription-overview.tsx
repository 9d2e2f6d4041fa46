'use client';

import { formatDate, formatPrice } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import { CalendarDays, Check, Crown, RefreshCcw } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useContractMessage } from '@/lib/use-contract-message';
import { cn } from '@/lib/utils';
import { useSubscription } from '../api/get-subscription';
import { planFeatures, planName } from '../plan-labels';
import { CancelSubscriptionForm } from './cancel-subscription-form';

const STATUS_TONES = {
  active: 'bg-success-soft text-emerald-800',
  cancelled: 'bg-amber-100 text-amber-900',
  past_due: 'bg-destructive-soft text-red-800',
  expired: 'bg-secondary text-muted-foreground',
} as const;

/** "3 months" as the API words a plan's duration: its number of months. */
function durationMonths(duration: string): number {
  return Number.parseInt(duration, 10) || 1;
}

/** The current plan (SPEC §1 labels), its renewal date and the way to cancel. */
export function SubscriptionOverview({ welcome }: { welcome: boolean }) {
  const query = useSubscription();
  const [cancelling, setCancelling] = useState(false);
  const t = useTranslations('premium');
  const locale = useLocale() as Locale;
  const say = useContractMessage();
  const date = (value: string) => formatDate(value, locale);

  if (query.isPending) return <Skeleton className="h-64 w-full rounded-2xl" />;
  if (query.isError) {
    return (
      <Alert tone="error" className="flex items-center justify-between gap-3">
        {say(errorMessage(query.error))}
        <Button size="sm" variant="outline" onClick={() => query.refetch()}>
          {t('overview.tryAgain')}
        </Button>
      </Alert>
    );
  }
  const sub = query.data;
  if (!sub) {
    return (
      <div className="rounded-2xl border border-dashed border-border bg-card p-8 text-center">
        <Crown aria-hidden="true" className="mx-auto size-8 text-amber-500" />
        <p className="mt-3 font-semibold">{t('overview.freePlan')}</p>
        <p className="mt-1 text-sm text-muted-foreground">{t('overview.freeIntro')}</p>
        <Link href="/premium" className={buttonVariants({ className: 'mt-5' })}>
          {t('overview.seePlans')}
        </Link>
      </div>
    );
  }

  const name = planName(t, sub.plan);
  const price = formatPrice(sub.plan.pricePaise, locale);
  const status = t(`statuses.${sub.status}`);
  const facts: [string, string][] = [
    [t('overview.facts.plan'), name],
    [t('overview.facts.status'), status],
    [t('overview.facts.autoRenew'), sub.autoRenew ? t('overview.on') : t('overview.off')],
    [t('overview.facts.startDate'), date(sub.startDate)],
    [t('overview.facts.endDate'), date(sub.endDate)],
    [t('overview.facts.duration'), t('duration', { months: durationMonths(sub.duration) })],
    [t('overview.facts.type'), t(`planNames.${sub.type}`)],
    [t('overview.facts.price'), price],
  ];
  const canCancel = (sub.status === 'active' || sub.status === 'past_due') && sub.hasAccess;

  return (
    <div className="grid gap-4">
      {welcome && sub.hasAccess ? <Alert tone="success">{t('overview.welcome')}</Alert> : null}
      <section aria-labelledby="current-plan" className="rounded-2xl border border-border bg-card shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-3 border-b border-border p-5">
          <div>
            <h2 id="current-plan" className="flex items-center gap-2 text-lg font-semibold">
              <Crown aria-hidden="true" className="size-5 text-amber-500" />
              {t('overview.planHeading', { plan: name })}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {sub.status === 'expired'
                ? t('overview.ended', { date: date(sub.endDate) })
                : sub.renewalDate
                  ? t('overview.renews', { date: date(sub.renewalDate), price })
                  : t('overview.notRenewing', { date: date(sub.endDate) })}
            </p>
          </div>
          <span className={cn('rounded-full px-3 py-1 text-xs font-semibold', STATUS_TONES[sub.status])}>{status}</span>
        </div>
        {sub.status === 'past_due' ? (
          <Alert tone="error" className="m-5 mb-0">
            {t('overview.pastDue', { date: date(sub.endDate) })}
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
          <h3 className="text-sm font-semibold">{t('overview.features')}</h3>
          <ul className="mt-2 grid gap-1.5 text-sm sm:grid-cols-2">
            {planFeatures(t, sub.plan.slug, sub.features).map((feature) => (
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
              <RefreshCcw aria-hidden="true" className="size-4" />{' '}
              {t('overview.renewsAutomatically', { date: date(sub.renewalDate) })}
            </p>
          ) : (
            <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
              <CalendarDays aria-hidden="true" className="size-4" />
              {sub.hasAccess ? t('overview.accessUntil', { date: date(sub.endDate) }) : t('overview.noActivePlan')}
            </p>
          )}
          <div className="ms-auto flex gap-2">
            {!sub.hasAccess ? (
              <Link href="/premium" className={buttonVariants()}>
                {t('overview.buyAgain')}
              </Link>
            ) : null}
            {canCancel && !cancelling ? (
              <Button variant="outline" onClick={() => setCancelling(true)}>
                {t('overview.cancelSubscription')}
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
