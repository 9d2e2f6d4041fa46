import type { Metadata } from 'next';
import { StudioCoursesScreen } from '@/features/studio/components/studio-courses-screen';
import { firstParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Course studio' };

export default async function StudioPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const page = Number(firstParam(params.page) ?? '1');
  const status = firstParam(params.status);
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Course studio</h1>
      <p className="mt-2 mb-6 text-muted-foreground">Your institute’s courses: write drafts, preview them and publish.</p>
      <StudioCoursesScreen
        status={status === 'draft' || status === 'published' ? status : 'all'}
        page={Number.isInteger(page) && page >= 1 ? page : 1}
      />
    </section>
  );
}
