import type { Metadata } from 'next';
import { CollectionListScreen } from '@/features/studio-content/components/collection-list-screen';

export const metadata: Metadata = { title: 'Slide collections' };

export default function Page() {
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Slide collections</h1>
      <p className="mt-2 mb-6 text-muted-foreground">
        A course's decks in order with a check at the end: learners open it from the course's lessons.
      </p>
      <CollectionListScreen />
    </section>
  );
}
