import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RoadmapEditor } from '@/features/studio-content/components/roadmap-editor';

export const metadata: Metadata = { title: 'Edit roadmap' };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1) notFound();
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Edit roadmap</h1>
      <p className="mt-2 mb-6 text-muted-foreground">Steps in order, each linking what it opens.</p>
      <RoadmapEditor id={id} />
    </section>
  );
}
