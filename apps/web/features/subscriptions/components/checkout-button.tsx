'use client';

import type { CheckoutOrder } from '@lp/contract/subscriptions';
import { clsx } from 'clsx';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { type ButtonSize, type ButtonVariant, buttonClassName } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
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
    script.onerror = () => reject(new Error('The payment window could not be loaded.'));
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
  signedIn,
  size,
  variant,
  className,
}: {
  planId: number;
  planName: string;
  label: string;
  signedIn: boolean;
  size?: ButtonSize;
  variant?: ButtonVariant;
  className?: string;
}) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function openRazorpay(order: CheckoutOrder) {
    await loadRazorpay();
    const Razorpay = (window as RazorpayWindow).Razorpay;
    if (!Razorpay) throw new Error('The payment window could not be loaded.');
    new Razorpay({
      key: order.keyId,
      order_id: order.orderId,
      amount: order.amountPaise,
      currency: order.currency,
      name: 'Learnly',
      description: `Premium: ${order.planName}`,
      prefill: order.prefill,
      theme: { color: '#4f46e5' },
      handler: (response) => {
        confirmPayment(response)
          .then(() => router.push('/account/subscriptions?welcome=1'))
          .catch((cause) => {
            setError(errorMessage(cause));
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
    try {
      const order = await activatePlan(planId);
      if (order.checkoutUrl) {
        router.push(order.checkoutUrl);
        return;
      }
      await openRazorpay(order);
    } catch (cause) {
      setError(errorMessage(cause));
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
