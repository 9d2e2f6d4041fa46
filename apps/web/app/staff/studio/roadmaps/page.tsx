import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RoadmapListScreen } from '@/features/studio-content/components/roadmap-list-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('studioContent.roadmaps'))('title') };
}

export default async function Page() {
  const t = await getTranslations('studioContent.roadmaps');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{t('intro')}</p>
      <RoadmapListScreen />
    </section>
  );
}
