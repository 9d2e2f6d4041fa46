import { amountInWords, gstBreakdown, invoiceDescription, paymentMethodName, SAC_CODE, SUPPLIER } from '@lp/contract/invoice';
import type { Locale } from '@lp/contract/locale';
import { MESSAGES } from '@lp/contract/messages';
import type { Invoice, Payment } from '@lp/contract/subscriptions';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { subscriptionPayments, subscriptionPlans } from '../../db/schema/subscriptions.ts';
import { notFound } from '../../platform/errors.ts';
import type { PaymentGateway } from '../../platform/payments.ts';
import { iso, toPayment } from './records.ts';

/** Paid payments and their tax invoices (404 for anyone but the payer). */
export function createInvoices(db: Database, ports: { gateway: PaymentGateway }) {
  const { gateway } = ports;

  return {
    async invoices(userId: number): Promise<Payment[]> {
      const rows = await db
        .select({ payment: subscriptionPayments, planName: subscriptionPlans.name })
        .from(subscriptionPayments)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptionPayments.planId))
        .where(and(eq(subscriptionPayments.userId, userId), eq(subscriptionPayments.status, 'paid')))
        .orderBy(desc(subscriptionPayments.paidAt), desc(subscriptionPayments.id));
      return rows.map((r) => toPayment(r.payment, r.planName));
    },

    /**
     * A paid payment's tax invoice (404 for anyone but its payer, and for unpaid ones); its words
     * (the line, the amount in words, the payment method) in `locale`, the account's language.
     */
    async invoice(
      userId: number,
      paymentId: number,
      { customerState = null, locale = 'en' }: { customerState?: string | null; locale?: Locale } = {},
    ): Promise<Invoice> {
      const [row] = await db
        .select({ payment: subscriptionPayments, plan: subscriptionPlans, email: users.email, name: users.fullName })
        .from(subscriptionPayments)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptionPayments.planId))
        .innerJoin(users, eq(users.id, subscriptionPayments.userId))
        .where(and(eq(subscriptionPayments.id, paymentId), eq(subscriptionPayments.userId, userId)));
      const p = row?.payment;
      if (!row || !p || p.status !== 'paid' || !p.invoiceNumber || !p.paidAt) throw notFound(MESSAGES.invoiceNotFound);
      const gst = gstBreakdown(p.amountPaise, customerState);
      return {
        id: p.id,
        invoiceNumber: p.invoiceNumber,
        issuedAt: p.paidAt.toISOString(),
        supplier: { ...SUPPLIER },
        customer: { name: row.name, email: row.email, state: customerState },
        placeOfSupply: gst.placeOfSupply,
        description: invoiceDescription(row.plan, p.kind === 'renewal', locale),
        sac: SAC_CODE,
        period: { start: iso(p.periodStart), end: iso(p.periodEnd) },
        taxablePaise: gst.taxablePaise,
        taxes: gst.taxes,
        totalPaise: p.amountPaise,
        amountInWords: amountInWords(p.amountPaise, locale),
        gatewayPaymentId: p.gatewayPaymentId,
        paymentMethod: paymentMethodName(gateway.name === 'razorpay' ? 'razorpay' : 'test', locale),
      };
    },
  };
}
