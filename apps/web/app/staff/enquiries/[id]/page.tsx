import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EnquiryScreen } from '@/features/enquiries/components/enquiry-screen';

export const metadata: Metadata = { title: 'Enquiry' };

export default async function StaffEnquiryPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id < 1) notFound();
  return <EnquiryScreen id={id} />;
}
