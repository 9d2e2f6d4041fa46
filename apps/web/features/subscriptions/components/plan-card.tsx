import { formatPrice } from '@lp/contract/format';
import type { Plan } from '@lp/contract/subscriptions';
import { Check, Sparkles } from 'lucide-react';
import { cn } from '@/lib/utils';
import { CheckoutButton } from './checkout-button';

/** One plan on the pricing page: price, what a month costs, features and the button to buy it. */
export function PlanCard({ plan, signedIn, disabledReason }: { plan: Plan; signedIn: boolean; disabledReason?: string }) {
  return (
    <article
      id={`plan-${plan.id}`}
      aria-labelledby={`plan-${plan.id}-name`}
      className={cn(
        'relative flex scroll-mt-24 flex-col rounded-3xl border bg-card p-6 shadow-sm',
        plan.highlighted ? 'border-indigo-500 ring-2 ring-indigo-500/30 shadow-lg' : 'border-border',
      )}
    >
      {plan.highlighted ? (
        <p className="absolute -top-3 left-6 inline-flex items-center gap-1 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground shadow">
          <Sparkles aria-hidden="true" className="size-3.5" />
          Most popular
        </p>
      ) : null}
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={`plan-${plan.id}-name`} className="text-lg font-semibold">
          {plan.name}
        </h3>
        {plan.savingsPercent > 0 ? (
          <span className="rounded-full bg-success-soft px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
            Save {plan.savingsPercent}%
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{plan.tagline}</p>
      <p className="mt-5 flex items-baseline gap-1.5">
        <span className="text-4xl font-bold tracking-tight">{formatPrice(plan.pricePaise)}</span>
        <span className="text-sm text-muted-foreground">/ {plan.duration}</span>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        {plan.durationMonths > 1 ? `${formatPrice(plan.perMonthPaise)} a month · ` : ''}GST included
      </p>
      <div className="mt-6">
        {disabledReason ? (
          <p className="rounded-lg bg-secondary px-3 py-2.5 text-center text-sm font-medium">{disabledReason}</p>
        ) : (
          <CheckoutButton
            planId={plan.id}
            planName={plan.name}
            label={`Choose ${plan.name}`}
            signedIn={signedIn}
            size="lg"
            variant={plan.highlighted ? 'default' : 'outline'}
            className="w-full"
          />
        )}
      </div>
      <ul className="mt-6 grid gap-2.5 text-sm" aria-label={`${plan.name} plan includes`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
