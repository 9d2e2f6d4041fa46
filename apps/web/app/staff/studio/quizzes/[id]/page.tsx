import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { QuizEditor } from '@/features/studio-content/components/quiz-editor';

export const metadata: Metadata = { title: 'Edit quiz' };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1) notFound();
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Edit quiz</h1>
      <p className="mt-2 mb-6 text-muted-foreground">
        Questions with the right options marked, the pass mark and the time limit.
      </p>
      <QuizEditor id={id} />
    </section>
  );
}
