import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CollectionEditor } from '@/features/studio-content/components/collection-editor';

export const metadata: Metadata = { title: 'Edit slide collection' };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1) notFound();
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Edit slide collection</h1>
      <p className="mt-2 mb-6 text-muted-foreground">Pick the decks learners revise, in order, and the questions of the check.</p>
      <CollectionEditor id={id} />
    </section>
  );
}
