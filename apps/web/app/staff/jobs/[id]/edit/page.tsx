import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { JobForm } from '@/features/hiring/components/job-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('hiring');
  return { title: t('form.editTitle') };
}

export default async function EditStaffJobPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id < 1) notFound();
  const t = await getTranslations('hiring');
  return (
    <section>
      <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">{t('form.editTitle')}</h1>
      <JobForm id={id} />
    </section>
  );
}
