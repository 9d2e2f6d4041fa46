import type { Metadata } from 'next';
import { DeckListScreen } from '@/features/studio-content/components/deck-list-screen';

export const metadata: Metadata = { title: 'Slide decks' };

export default function Page() {
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Slide decks</h1>
      <p className="mt-2 mb-6 text-muted-foreground">
        Slides in Markdown: drafts stay hidden from learners until you publish them.
      </p>
      <DeckListScreen />
    </section>
  );
}
