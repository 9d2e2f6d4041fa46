import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { QuizListScreen } from '@/features/studio-content/components/quiz-list-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('studioContent.quizzes'))('title') };
}

export default async function Page() {
  const t = await getTranslations('studioContent.quizzes');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{t('intro')}</p>
      <QuizListScreen />
    </section>
  );
}
