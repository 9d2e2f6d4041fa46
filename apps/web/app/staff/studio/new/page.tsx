import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewCourseScreen } from '@/features/studio/components/new-course-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('studio'))('newTitle') };
}

export default async function NewCoursePage() {
  const t = await getTranslations('studio');
  return (
    <section className="max-w-3xl">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('newTitle')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{t('newIntro')}</p>
      <NewCourseScreen />
    </section>
  );
}
