import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JobForm } from '@/features/hiring/components/job-form';

export const metadata: Metadata = { title: 'Edit job' };

export default async function EditStaffJobPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id < 1) notFound();
  return (
    <section>
      <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">Edit job</h1>
      <JobForm id={id} />
    </section>
  );
}
