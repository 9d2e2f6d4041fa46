import { formatCount, formatDate as formatDateIn, formatPrice } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import type { Invoice } from '@lp/contract/subscriptions';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { PrintButton } from './print-button';

/** Rupees with paise, as tax lines need them (₹3,388.98, ₹1,00,000.00): Indian grouping in both languages. */
export const rupees = (paise: number) => {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}₹${formatCount(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
};

/** Only the invoice is printed: the site's header, menu and footer are hidden on paper. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  #invoice, #invoice * { visibility: visible; }
  #invoice { position: absolute; inset: 0 auto auto 0; width: 100%; box-shadow: none; border: 0; }
}`;

/** A tax invoice as Indian invoices read: supplier with GSTIN, place of supply, SAC, taxable value, CGST/SGST or IGST, total in words. */
export async function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const [t, locale] = await Promise.all([getTranslations('receipts'), getLocale() as Promise<Locale>]);
  const formatDate = (value: string) => formatDateIn(value, locale);
  const paid = formatPrice(invoice.totalPaise, locale);
  const taxTotal = invoice.taxes.reduce((n, t) => n + t.amountPaise, 0);
  const period =
    invoice.period.start && invoice.period.end ? `${formatDate(invoice.period.start)} – ${formatDate(invoice.period.end)}` : '—';
  return (
    <div className="grid min-w-0 gap-4">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link href="/account/subscriptions" className="text-sm font-medium text-primary hover:underline">
          {t('back')}
        </Link>
        <PrintButton label={t('print')} />
      </div>
      <article
        id="invoice"
        className="min-w-0 rounded-2xl border border-border bg-white p-6 text-sm text-zinc-900 shadow-sm sm:p-10"
      >
        <header className="flex flex-wrap items-start justify-between gap-6 border-b border-zinc-200 pb-6">
          <div>
            <p className="text-2xl font-bold tracking-tight text-indigo-700">Learnly</p>
            <p className="mt-2 font-semibold">{invoice.supplier.name}</p>
            <p className="max-w-xs text-zinc-600">{invoice.supplier.address}</p>
            <p className="mt-1">
              {t('gstin')} <span className="font-mono font-semibold">{invoice.supplier.gstin}</span>
            </p>
            <p>{t('state', { state: invoice.supplier.state, code: invoice.supplier.stateCode })}</p>
          </div>
          <div className="text-right">
            <h1 className="text-xl font-bold tracking-wide uppercase">{t('title')}</h1>
            <dl className="mt-2 grid grid-cols-[auto_auto] justify-end gap-x-3 gap-y-0.5">
              <dt className="text-zinc-600">{t('invoiceNumber')}</dt>
              <dd className="font-mono font-semibold">{invoice.invoiceNumber}</dd>
              <dt className="text-zinc-600">{t('date')}</dt>
              <dd>{formatDate(invoice.issuedAt)}</dd>
              <dt className="text-zinc-600">{t('placeOfSupply')}</dt>
              <dd>{invoice.placeOfSupply}</dd>
            </dl>
          </div>
        </header>

        <section className="grid gap-1 border-b border-zinc-200 py-5">
          <h2 className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">{t('billedTo')}</h2>
          <p className="font-semibold">{invoice.customer.name}</p>
          <p className="text-zinc-600">{invoice.customer.email}</p>
          <p className="text-zinc-600">{t('unregistered')}</p>
        </section>

        <div className="overflow-x-auto py-5">
          <table className="w-full text-left">
            <thead>
              <tr className="border-b border-zinc-300 text-xs text-zinc-500 uppercase">
                <th scope="col" className="py-2 pr-3">
                  {t('description')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('sac')}
                </th>
                <th scope="col" className="hidden py-2 pr-3 sm:table-cell">
                  {t('period')}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t('taxableValue')}
                </th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-b border-zinc-200 align-top">
                <td className="py-3 pr-3">
                  {invoice.description}
                  <span className="mt-1 block text-xs text-zinc-600 sm:hidden">{period}</span>
                </td>
                <td className="py-3 pr-3 font-mono">{invoice.sac}</td>
                <td className="hidden py-3 pr-3 sm:table-cell">{period}</td>
                <td className="py-3 text-right">{rupees(invoice.taxablePaise)}</td>
              </tr>
            </tbody>
            <tfoot>
              {invoice.taxes.map((tax) => (
                <tr key={tax.name}>
                  <th scope="row" colSpan={2} className="py-1 pr-3 text-right font-normal text-zinc-600">
                    {t('taxLine', { name: tax.name, rate: tax.ratePercent })}
                  </th>
                  <td className="hidden sm:table-cell" />
                  <td className="py-1 text-right">{rupees(tax.amountPaise)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" colSpan={2} className="py-1 pr-3 text-right font-normal text-zinc-600">
                  {t('totalTax')}
                </th>
                <td className="hidden sm:table-cell" />
                <td className="py-1 text-right">{rupees(taxTotal)}</td>
              </tr>
              <tr className="border-t border-zinc-300 text-base">
                <th scope="row" colSpan={2} className="py-2 pr-3 text-right">
                  {t('total')}
                </th>
                <td className="hidden sm:table-cell" />
                <td className="py-2 text-right font-bold">{rupees(invoice.totalPaise)}</td>
              </tr>
            </tfoot>
          </table>
        </div>

        <p className="rounded-lg bg-zinc-50 px-4 py-3">
          <span className="text-zinc-600">{t('amountInWords')} </span>
          <span className="font-semibold">{invoice.amountInWords}</span>
        </p>

        <footer className="mt-6 grid gap-1 text-xs text-zinc-600">
          <p>
            {invoice.gatewayPaymentId
              ? t('paidByWithId', { amount: paid, method: invoice.paymentMethod, paymentId: invoice.gatewayPaymentId })
              : t('paidBy', { amount: paid, method: invoice.paymentMethod })}
          </p>
          <p>{t('reverseCharge')}</p>
          <p>{t('computerGenerated')}</p>
        </footer>
      </article>
    </div>
  );
}
