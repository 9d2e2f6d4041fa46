import type { Metadata } from 'next';
import { MyEnquiriesList } from '@/features/enquiries/components/my-enquiries-list';
import { firstParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Enquiries', robots: { index: false } };

export default async function AccountEnquiriesPage({ searchParams }: { searchParams: SearchParams }) {
  const page = Number(firstParam((await searchParams).page) ?? '1');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Enquiries</h1>
      <p className="mt-2 mb-8 text-muted-foreground">
        What you asked courses and institutes, newest first, and where each stands. Their teams reply by email or phone.
      </p>
      <MyEnquiriesList page={Number.isInteger(page) && page >= 1 ? page : 1} />
    </section>
  );
}
