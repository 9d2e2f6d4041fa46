import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DeckListScreen } from '@/features/studio-content/components/deck-list-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('studioContent.decks'))('title') };
}

export default async function Page() {
  const t = await getTranslations('studioContent.decks');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{t('intro')}</p>
      <DeckListScreen />
    </section>
  );
}
