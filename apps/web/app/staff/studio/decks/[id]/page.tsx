import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DeckEditor } from '@/features/studio-content/components/deck-editor';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('studioContent.decks'))('editTitle') };
}

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1) notFound();
  const t = await getTranslations('studioContent.decks');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('editTitle')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{t('editIntro')}</p>
      <DeckEditor id={id} />
    </section>
  );
}
