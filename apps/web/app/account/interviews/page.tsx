import type { Metadata } from 'next';
import { MyAttemptsList } from '@/features/interviews/components/my-attempts-list';
import { firstParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Interviews', robots: { index: false } };

export default async function AccountInterviewsPage({ searchParams }: { searchParams: SearchParams }) {
  const page = Number(firstParam((await searchParams).page) ?? '1');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Interviews</h1>
      <p className="mt-2 mb-6 text-muted-foreground">
        Your mock interviews, newest first: play your answers back and read the feedback.
      </p>
      <MyAttemptsList page={Number.isInteger(page) && page >= 1 ? page : 1} />
    </section>
  );
}
