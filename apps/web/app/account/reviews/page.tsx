import type { Metadata } from 'next';
import { MyReviewsList } from '@/features/reviews/components/my-reviews-list';
import { firstParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Reviews', robots: { index: false } };

export default async function AccountReviewsPage({ searchParams }: { searchParams: SearchParams }) {
  const page = Number(firstParam((await searchParams).page) ?? '1');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Reviews</h1>
      <p className="mt-2 mb-8 text-muted-foreground">The courses and institutes you have reviewed, newest first.</p>
      <MyReviewsList page={Number.isInteger(page) && page >= 1 ? page : 1} />
    </section>
  );
}
