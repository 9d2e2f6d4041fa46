'use client';

import type { CheckoutOrder } from '@lp/contract/subscriptions';
import { clsx } from 'clsx';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { type ButtonSize, type ButtonVariant, buttonClassName } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { signInPath } from '@/lib/safe-callback-url';
import { activatePlan } from '../api/activate-plan';
import { confirmPayment } from '../api/confirm-payment';

type RazorpayOptions = {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name: string; email: string };
  theme: { color: string };
  handler: (response: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }) => void;
  modal: { ondismiss: () => void };
};
type RazorpayWindow = Window & { Razorpay?: new (options: RazorpayOptions) => { open(): void } };

function loadRazorpay(): Promise<void> {
  if ((window as RazorpayWindow).Razorpay) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://checkout.razorpay.com/v1/checkout.js';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('checkout.js did not load'));
    document.body.append(script);
  });
}

/**
 * "Choose plan": signs in first when needed, then starts the checkout. The local test gateway
 * has its own page; Razorpay opens its window and hands the signed result to our callback.
 */
export function CheckoutButton({
  planId,
  planName,
  label,
  texts,
  signedIn,
  size,
  variant,
  className,
}: {
  planId: number;
  planName: string;
  label: string;
  /** Said in the page's language by the server (a public page gets no client messages of its own). */
  texts: { windowFailed: string; gatewayDescription: string };
  signedIn: boolean;
  size?: ButtonSize;
  variant?: ButtonVariant;
  className?: string;
}) {
  const router = useRouter();
  const errors = useTranslations('errors');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function openRazorpay(order: CheckoutOrder) {
    await loadRazorpay();
    const Razorpay = (window as RazorpayWindow).Razorpay;
    if (!Razorpay) throw new Error('checkout.js did not define Razorpay');
    new Razorpay({
      key: order.keyId,
      order_id: order.orderId,
      amount: order.amountPaise,
      currency: order.currency,
      name: 'Learnly',
      description: texts.gatewayDescription,
      prefill: order.prefill,
      theme: { color: '#4f46e5' },
      handler: (response) => {
        confirmPayment(response)
          .then(() => router.push('/account/subscriptions?welcome=1'))
          .catch((cause) => {
            setError(cause instanceof ApiError ? cause.message : errors('default'));
            setBusy(false);
          });
      },
      modal: { ondismiss: () => setBusy(false) },
    }).open();
  }

  async function start() {
    setError(null);
    if (!signedIn) {
      router.push(signInPath(`/premium#plan-${planId}`));
      return;
    }
    setBusy(true);
    let order: CheckoutOrder;
    try {
      order = await activatePlan(planId);
    } catch (cause) {
      // The API's answers come in the page's language already.
      setError(cause instanceof ApiError ? cause.message : errors('default'));
      setBusy(false);
      return;
    }
    if (order.checkoutUrl) {
      router.push(order.checkoutUrl);
      return;
    }
    try {
      await openRazorpay(order);
    } catch {
      setError(texts.windowFailed);
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-2">
      <button
        type="button"
        className={clsx(buttonClassName({ size, variant }), className)}
        onClick={start}
        disabled={busy}
        aria-label={`${label}: ${planName}`}
      >
        {busy ? <Spinner /> : null}
        {label}
      </button>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}
