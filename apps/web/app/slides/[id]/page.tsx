import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { loadNextDeck, loadSlideDeck } from '@/features/learning/api/load-slide-deck';
import { slideBodies } from '@/features/learning/components/slide-bodies';
import { SlideViewer } from '@/features/learning/components/slide-viewer';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const deck = await loadSlideDeck((await params).id);
  const t = await getTranslations('slides.page');
  return { title: t('metaTitle', { title: deck.title }), description: deck.summary };
}

/** A deck in the full-screen viewer (premium decks show their card and the upgrade call to action to non-members). */
export default async function SlideDeckPage({ params }: Props) {
  const { id } = await params;
  const deck = await loadSlideDeck(id);
  const next = await loadNextDeck(deck.id);
  return (
    <IntlClient namespaces={['slides']}>
      <SlideViewer key={deck.id} deck={deck} bodies={slideBodies(deck.slides, 'page')} variant="page" next={next} />
    </IntlClient>
  );
}
