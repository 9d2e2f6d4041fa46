import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { loadTestOrder } from '@/features/subscriptions/api/load-test-order';
import { TestCheckout } from '@/features/subscriptions/components/test-checkout';
import { ApiError } from '@/lib/api-error';
import { requireUser } from '@/lib/server-api';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('premium');
  return { title: t('testCheckout.metaTitle'), robots: { index: false } };
}

type Props = { params: Promise<{ orderId: string }> };

/**
 * The local test gateway's checkout page (PAYMENTS_GATEWAY=test): stands in for Razorpay's
 * window, approving or declining the order and signing the result the same way.
 */
export default async function TestCheckoutPage({ params }: Props) {
  const { orderId } = await params;
  const user = await requireUser(`/payments/test-checkout/${orderId}`);
  const order = await loadTestOrder(orderId).catch((error: unknown) => {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) notFound();
    throw error;
  });
  return (
    <div className="min-h-[80vh] bg-surface px-4 py-8 sm:py-14">
      <IntlClient namespaces={['premium']}>
        <TestCheckout order={order} payer={{ name: user.fullName, email: user.email }} />
      </IntlClient>
    </div>
  );
}
