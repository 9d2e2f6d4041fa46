import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { loadInvoice } from '@/features/subscriptions/api/load-invoice';
import { InvoiceDocument } from '@/features/subscriptions/components/invoice-document';
import { ApiError } from '@/lib/api-error';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('receipts');
  return { title: t('metaTitle'), robots: { index: false } };
}

type Props = { params: Promise<{ id: string }> };

export default async function InvoicePage({ params }: Props) {
  const invoice = await loadInvoice((await params).id).catch((error: unknown) => {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) notFound();
    throw error;
  });
  return <InvoiceDocument invoice={invoice} />;
}
