import type { Metadata } from 'next';
import { JobForm } from '@/features/hiring/components/job-form';

export const metadata: Metadata = { title: 'Post a job' };

export default function NewStaffJobPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Post a job</h1>
      <p className="mt-2 mb-6 text-muted-foreground">It is saved as a draft: learners see it once you publish it.</p>
      <JobForm id={null} />
    </section>
  );
}
