import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JobForm } from '@/features/hiring/components/job-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('hiring');
  return { title: t('jobs.post') };
}

export default async function NewStaffJobPage() {
  const t = await getTranslations('hiring');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('jobs.post')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{t('form.newIntro')}</p>
      <JobForm id={null} />
    </section>
  );
}
