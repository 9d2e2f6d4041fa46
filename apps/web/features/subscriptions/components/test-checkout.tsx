'use client';

import { formatPrice } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import { CreditCard, FlaskConical, Lock } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { confirmPayment } from '../api/confirm-payment';
import { approveTestOrder, declineTestOrder, type TestOrder } from '../api/test-gateway';

/** The test gateway's payment window: a card that pays (or a bank that declines) without real money. */
export function TestCheckout({ order, payer }: { order: TestOrder; payer: { name: string; email: string } }) {
  const router = useRouter();
  const t = useTranslations('premium');
  const errors = useTranslations('errors');
  const locale = useLocale() as Locale;
  const price = formatPrice(order.amountPaise, locale);
  // The API's answers come in the page's language already.
  const say = (cause: unknown) => (cause instanceof ApiError ? cause.message : errors('default'));
  const [busy, setBusy] = useState<'pay' | 'decline' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saveCard, setSaveCard] = useState(true);
  const [declineRenewals, setDeclineRenewals] = useState(false);
  const saveId = useId();
  const declineId = useId();
  const finished = order.status !== 'created';

  async function pay() {
    setBusy('pay');
    setError(null);
    try {
      const signed = await approveTestOrder(order.orderId, { saveCard, declineRenewals: saveCard && declineRenewals });
      await confirmPayment(signed);
      router.push('/account/subscriptions?welcome=1');
    } catch (cause) {
      setError(say(cause));
      setBusy(null);
    }
  }

  async function decline() {
    setBusy('decline');
    setError(null);
    try {
      await declineTestOrder(order.orderId);
      router.push('/premium?payment=declined');
    } catch (cause) {
      setError(say(cause));
      setBusy(null);
    }
  }

  return (
    <div className="mx-auto w-full max-w-md overflow-hidden rounded-3xl border border-border bg-card shadow-xl">
      <div className="flex items-center justify-between gap-3 bg-indigo-950 px-6 py-4 text-white">
        <div>
          <p className="text-xs tracking-wide text-indigo-200 uppercase">
            {t('testCheckout.paying', { merchant: order.merchant })}
          </p>
          <p className="font-semibold">{order.description}</p>
        </div>
        <p className="text-2xl font-bold">{price}</p>
      </div>
      <div className="grid gap-5 p-6">
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('testCheckout.notice')}
        </p>
        <dl className="grid grid-cols-[6rem_1fr] gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t('testCheckout.name')}</dt>
          <dd className="font-medium">{payer.name}</dd>
          <dt className="text-muted-foreground">{t('testCheckout.email')}</dt>
          <dd className="font-medium break-all">{payer.email}</dd>
          <dt className="text-muted-foreground">{t('testCheckout.order')}</dt>
          <dd className="font-mono text-xs leading-5 break-all">{order.orderId}</dd>
        </dl>
        <div className="flex items-center gap-3 rounded-xl border border-border p-4">
          <CreditCard aria-hidden="true" className="size-6 text-indigo-600" />
          <div className="min-w-0">
            <p className="font-medium">{t('testCheckout.card')}</p>
            <p className="text-xs text-muted-foreground">{t('testCheckout.testCard')}</p>
          </div>
        </div>
        <div className="grid gap-2 text-sm">
          <label htmlFor={saveId} className="flex items-center gap-2">
            <input
              id={saveId}
              type="checkbox"
              checked={saveCard}
              onChange={(e) => setSaveCard(e.target.checked)}
              className="size-4"
            />
            {t('testCheckout.saveCard')}
          </label>
          <label htmlFor={declineId} className="flex items-center gap-2">
            <input
              id={declineId}
              type="checkbox"
              checked={declineRenewals}
              disabled={!saveCard}
              onChange={(e) => setDeclineRenewals(e.target.checked)}
              className="size-4"
            />
            {t('testCheckout.declineRenewals')}
          </label>
        </div>
        {finished ? (
          <Alert tone="info">{t(order.status === 'paid' ? 'testCheckout.alreadyPaid' : 'testCheckout.alreadyDeclined')}</Alert>
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <Button size="lg" onClick={pay} disabled={busy !== null || finished}>
            {busy === 'pay' ? <Spinner label={t('testCheckout.payingNow')} /> : <Lock aria-hidden="true" />}
            {t('testCheckout.pay', { amount: price })}
          </Button>
          <Button size="lg" variant="outline" onClick={decline} disabled={busy !== null || finished}>
            {busy === 'decline' ? <Spinner label={t('testCheckout.declining')} /> : null}
            {t('testCheckout.decline')}
          </Button>
        </div>
        <Link href="/premium?payment=cancelled" className={buttonVariants({ variant: 'link', className: 'justify-self-center' })}>
          {t('testCheckout.cancel')}
        </Link>
      </div>
    </div>
  );
}
