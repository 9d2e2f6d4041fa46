import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { EnquiryScreen } from '@/features/enquiries/components/enquiry-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('enquiries.inbox');
  return { title: t('enquiryTitle') };
}

export default async function StaffEnquiryPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id < 1) notFound();
  return (
    <IntlClient namespaces={['enquiries']}>
      <EnquiryScreen id={id} />
    </IntlClient>
  );
}
