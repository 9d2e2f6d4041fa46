import { formatDate } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import { BadgeCheck, Crown, IndianRupee, RefreshCcw, ShieldCheck } from 'lucide-react';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { loadMySubscription, loadPlans } from '@/features/subscriptions/api/load-premium';
import { FeatureComparison } from '@/features/subscriptions/components/feature-comparison';
import { PlanCard } from '@/features/subscriptions/components/plan-card';
import { planName } from '@/features/subscriptions/plan-labels';
import { testPaymentsAllowed } from '@/lib/config';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { getServerSession } from '@/lib/server-api';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('premium');
  return { title: t('metaTitle'), description: t('metaDescription') };
}

const PAYMENT_NOTICES: Record<string, 'error' | 'info'> = { declined: 'error', cancelled: 'info' };

const FAQ = ['start', 'cancel', 'renewal', 'gst'] as const;

export default async function PremiumPage({ searchParams }: { searchParams: SearchParams }) {
  const [plans, subscription, user, params, t, locale] = await Promise.all([
    loadPlans(),
    loadMySubscription(),
    getServerSession(),
    searchParams,
    getTranslations('premium'),
    getLocale() as Promise<Locale>,
  ]);
  const payment = firstParam(params.payment) ?? '';
  const noticeTone = Object.hasOwn(PAYMENT_NOTICES, payment) ? PAYMENT_NOTICES[payment] : undefined;
  const current = subscription?.hasAccess ? subscription : null;
  // On a phone the most popular plan comes first, so that its button is on the first screen.
  const ordered = [...plans].sort((a, b) => Number(b.highlighted) - Number(a.highlighted));

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 sm:pt-12">
      <header className="mx-auto max-w-3xl text-center">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
          <Crown aria-hidden="true" className="size-3.5" />
          {t('badge')}
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl">{t('heading')}</h1>
        <p className="mt-3 text-base text-muted-foreground sm:text-lg">{t('intro')}</p>
      </header>

      <div className="mx-auto mt-6 grid max-w-3xl gap-3">
        {testPaymentsAllowed() ? <Alert tone="error">{messageIn(locale, 'testPaymentsBanner')}</Alert> : null}
        {noticeTone ? <Alert tone={noticeTone}>{t(`notices.${payment}`)}</Alert> : null}
        {current ? (
          <Alert tone="success" className="flex flex-wrap items-center justify-between gap-3">
            <span>
              {t.rich('currentPlan', {
                plan: planName(t, current.plan),
                date: formatDate(current.endDate, locale),
                autoRenew: current.autoRenew ? 'yes' : 'no',
                strong: (chunks) => <strong>{chunks}</strong>,
              })}
            </span>
            <Link href="/account/subscriptions" className={buttonVariants({ size: 'sm', variant: 'outline' })}>
              {t('manage')}
            </Link>
          </Alert>
        ) : null}
      </div>

      <section aria-label={t('plansLabel')} className="mt-8 grid gap-6 md:grid-cols-3 md:items-start">
        {ordered.map((plan) => (
          <div
            key={plan.id}
            className={plan.highlighted ? 'md:order-3' : plan.durationMonths === 1 ? 'md:order-1' : 'md:order-2'}
          >
            <PlanCard
              plan={plan}
              signedIn={user !== null}
              disabledReason={current ? messageIn(locale, 'alreadySubscribed') : undefined}
            />
          </div>
        ))}
      </section>

      <ul className="mt-8 grid gap-3 text-sm text-muted-foreground sm:grid-cols-2 lg:grid-cols-4">
        <li className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-indigo-600" /> {t('assurances.signature')}
        </li>
        <li className="flex items-center gap-2">
          <RefreshCcw aria-hidden="true" className="size-5 shrink-0 text-indigo-600" /> {t('assurances.cancel')}
        </li>
        <li className="flex items-center gap-2">
          <IndianRupee aria-hidden="true" className="size-5 shrink-0 text-indigo-600" /> {t('assurances.methods')}
        </li>
        <li className="flex items-center gap-2">
          <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-indigo-600" /> {t('assurances.gst')}
        </li>
      </ul>

      <section aria-labelledby="compare-heading" className="mx-auto mt-14 max-w-4xl">
        <h2 id="compare-heading" className="text-2xl font-bold tracking-tight">
          {t('compareHeading')}
        </h2>
        <p className="mt-1 mb-5 text-muted-foreground">{t('compareIntro')}</p>
        <FeatureComparison />
      </section>

      <section aria-labelledby="faq-heading" className="mx-auto mt-14 max-w-4xl">
        <h2 id="faq-heading" className="text-2xl font-bold tracking-tight">
          {t('faqHeading')}
        </h2>
        <dl className="mt-5 grid gap-4 sm:grid-cols-2">
          {FAQ.map((item) => (
            <div key={item} className="rounded-2xl border border-border bg-card p-5 shadow-sm">
              <dt className="font-semibold">{t(`faq.${item}.q`)}</dt>
              <dd className="mt-2 text-sm text-muted-foreground">{t(`faq.${item}.a`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
