import { MESSAGES } from '@lp/contract/messages';
import { BadgeCheck, Crown, IndianRupee, RefreshCcw, ShieldCheck } from 'lucide-react';
import type { Metadata } from 'next';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { loadMySubscription, loadPlans } from '@/features/subscriptions/api/load-premium';
import { FeatureComparison } from '@/features/subscriptions/components/feature-comparison';
import { PlanCard } from '@/features/subscriptions/components/plan-card';
import { formatDate } from '@/features/subscriptions/format';
import { testPaymentsAllowed } from '@/lib/config';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { getServerSession } from '@/lib/server-api';

export const metadata: Metadata = {
  title: 'Upgrade to premium',
  description:
    'Every premium course, quiz, slide deck, mock interview and fix-me problem on Learnly. Monthly, quarterly or yearly; cancel any time.',
};

const PAYMENT_NOTICES: Record<string, { tone: 'error' | 'info'; text: string }> = {
  declined: {
    tone: 'error',
    text: 'Your bank declined the payment, so nothing was charged and no plan was started. Try again or use another card.',
  },
  cancelled: { tone: 'info', text: 'You left the checkout before paying. Nothing was charged.' },
};

const FAQ = [
  {
    q: 'When does premium start?',
    a: 'As soon as the payment is verified, usually within seconds. Premium courses, quizzes and interviews open at once.',
  },
  {
    q: 'Can I cancel?',
    a: 'Yes, any time from Account › Subscriptions. Auto renew stops and you keep premium until the end date you already paid for.',
  },
  {
    q: 'How does renewal work?',
    a: 'Three days before your plan ends we charge the same card again and email you a receipt. If the charge fails we try again daily, then the plan ends on its end date.',
  },
  {
    q: 'Do I get a GST invoice?',
    a: 'Every payment has a printable tax invoice with GSTIN, SAC code and the CGST/SGST split, under Account › Subscriptions.',
  },
];

export default async function PremiumPage({ searchParams }: { searchParams: SearchParams }) {
  const [plans, subscription, user, params] = await Promise.all([
    loadPlans(),
    loadMySubscription(),
    getServerSession(),
    searchParams,
  ]);
  const notice = PAYMENT_NOTICES[firstParam(params.payment) ?? ''];
  const current = subscription?.hasAccess ? subscription : null;
  // On a phone the most popular plan comes first, so that its button is on the first screen.
  const ordered = [...plans].sort((a, b) => Number(b.highlighted) - Number(a.highlighted));

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 sm:pt-12">
      <header className="mx-auto max-w-3xl text-center">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
          <Crown aria-hidden="true" className="size-3.5" />
          Learnly Premium
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl">Upgrade to premium</h1>
        <p className="mt-3 text-base text-muted-foreground sm:text-lg">
          Every premium course, quiz, slide deck, mock interview and fix-me problem, in one plan. Prices in rupees, GST included;
          cancel any time.
        </p>
      </header>

      <div className="mx-auto mt-6 grid max-w-3xl gap-3">
        {testPaymentsAllowed() ? <Alert tone="error">{MESSAGES.testPaymentsBanner}</Alert> : null}
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        {current ? (
          <Alert tone="success" className="flex flex-wrap items-center justify-between gap-3">
            <span>
              You are on the <strong>{current.plan.name}</strong> plan until {formatDate(current.endDate)}
              {current.autoRenew ? ' (renews automatically)' : ''}.
            </span>
            <Link href="/account/subscriptions" className={buttonVariants({ size: 'sm', variant: 'outline' })}>
              Manage subscription
            </Link>
          </Alert>
        ) : null}
      </div>

      <section aria-label="Plans" className="mt-8 grid gap-6 md:grid-cols-3 md:items-start">
        {ordered.map((plan) => (
          <div
            key={plan.id}
            className={plan.highlighted ? 'md:order-3' : plan.durationMonths === 1 ? 'md:order-1' : 'md:order-2'}
          >
            <PlanCard plan={plan} signedIn={user !== null} disabledReason={current ? MESSAGES.alreadySubscribed : undefined} />
          </div>
        ))}
      </section>

      <ul className="mt-8 grid gap-3 text-sm text-muted-foreground sm:grid-cols-2 lg:grid-cols-4">
        <li className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5 text-indigo-600" /> Payments verified by signature, never by the
          browser
        </li>
        <li className="flex items-center gap-2">
          <RefreshCcw aria-hidden="true" className="size-5 text-indigo-600" /> Cancel any time, keep access to the end date
        </li>
        <li className="flex items-center gap-2">
          <IndianRupee aria-hidden="true" className="size-5 text-indigo-600" /> UPI, cards and net banking
        </li>
        <li className="flex items-center gap-2">
          <BadgeCheck aria-hidden="true" className="size-5 text-indigo-600" /> GST invoice for every payment
        </li>
      </ul>

      <section aria-labelledby="compare-heading" className="mx-auto mt-14 max-w-4xl">
        <h2 id="compare-heading" className="text-2xl font-bold tracking-tight">
          Free and Premium compared
        </h2>
        <p className="mt-1 mb-5 text-muted-foreground">Everything free stays free. Premium opens the rest.</p>
        <FeatureComparison />
      </section>

      <section aria-labelledby="faq-heading" className="mx-auto mt-14 max-w-4xl">
        <h2 id="faq-heading" className="text-2xl font-bold tracking-tight">
          Questions people ask
        </h2>
        <dl className="mt-5 grid gap-4 sm:grid-cols-2">
          {FAQ.map((item) => (
            <div key={item.q} className="rounded-2xl border border-border bg-card p-5 shadow-sm">
              <dt className="font-semibold">{item.q}</dt>
              <dd className="mt-2 text-sm text-muted-foreground">{item.a}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
