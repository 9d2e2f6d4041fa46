import { formatPrice } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import type { Plan } from '@lp/contract/subscriptions';
import { Check, Sparkles } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { cn } from '@/lib/utils';
import { planFeatures, planName, planTagline } from '../plan-labels';
import { CheckoutButton } from './checkout-button';

/** One plan on the pricing page: price, what a month costs, features and the button to buy it. */
export async function PlanCard({ plan, signedIn, disabledReason }: { plan: Plan; signedIn: boolean; disabledReason?: string }) {
  const [t, locale] = await Promise.all([getTranslations('premium'), getLocale() as Promise<Locale>]);
  const name = planName(t, plan);
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
          {t('card.mostPopular')}
        </p>
      ) : null}
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={`plan-${plan.id}-name`} className="text-lg font-semibold">
          {name}
        </h3>
        {plan.savingsPercent > 0 ? (
          <span className="rounded-full bg-success-soft px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
            {t('card.save', { percent: plan.savingsPercent })}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{planTagline(t, plan)}</p>
      <p className="mt-5 flex items-baseline gap-1.5">
        <span className="text-4xl font-bold tracking-tight">{formatPrice(plan.pricePaise, locale)}</span>
        <span className="text-sm text-muted-foreground">{t('card.perDuration', { months: plan.durationMonths })}</span>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        {plan.durationMonths > 1 ? `${t('card.perMonth', { price: formatPrice(plan.perMonthPaise, locale) })} · ` : ''}
        {t('card.gstIncluded')}
      </p>
      <div className="mt-6">
        {disabledReason ? (
          <p className="rounded-lg bg-secondary px-3 py-2.5 text-center text-sm font-medium">{disabledReason}</p>
        ) : (
          <CheckoutButton
            planId={plan.id}
            planName={name}
            texts={{
              windowFailed: t('checkout.windowFailed'),
              gatewayDescription: t('checkout.gatewayDescription', { plan: name }),
            }}
            label={t('card.choose', { plan: name })}
            signedIn={signedIn}
            size="lg"
            variant={plan.highlighted ? 'default' : 'outline'}
            className="w-full"
          />
        )}
      </div>
      <ul className="mt-6 grid gap-2.5 text-sm" aria-label={t('card.includes', { plan: name })}>
        {planFeatures(t, plan.slug, plan.features).map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
