import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CollectionListScreen } from '@/features/studio-content/components/collection-list-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('studioContent.collections'))('title') };
}

export default async function Page() {
  const t = await getTranslations('studioContent.collections');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{t('intro')}</p>
      <CollectionListScreen />
    </section>
  );
}
