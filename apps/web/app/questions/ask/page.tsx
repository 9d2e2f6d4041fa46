import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { AskForm } from '@/features/questions/components/ask-form';
import { requireUser } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Ask a question', robots: { index: false } };

export default async function AskQuestionPage() {
  await requireUser('/questions/ask');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Breadcrumbs trail={[{ href: '/questions', label: 'Questions' }]} current="Ask" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Ask a question</h1>
      <p className="mt-2 text-muted-foreground">
        Say what you tried and where you are stuck. A clear title gets answers faster; similar questions appear as you type it.
      </p>
      <AskForm className="mt-8" />
    </div>
  );
}
