import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DeckEditor } from '@/features/studio-content/components/deck-editor';

export const metadata: Metadata = { title: 'Edit slide deck' };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1) notFound();
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Edit slide deck</h1>
      <p className="mt-2 mb-6 text-muted-foreground">Write each slide in Markdown; the preview shows it as learners will.</p>
      <DeckEditor id={id} />
    </section>
  );
}
