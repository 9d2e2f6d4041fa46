import type { Metadata } from 'next';
import { ComingSoon } from '@/components/coming-soon';
import { SearchForm } from '@/components/layout/search-form';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function readTerm(value: string | string[] | undefined): string {
  const term = Array.isArray(value) ? value[0] : value;
  return (term ?? '').trim().slice(0, 200);
}

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const term = readTerm((await searchParams).term);
  return { title: term ? `Search: ${term}` : 'Search', robots: { index: false } };
}

export default async function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  const term = readTerm((await searchParams).term);
  return (
    <ComingSoon title={term ? `Results for “${term}”` : 'Search'}>
      <div className="mx-auto mt-8 max-w-xl">
        <SearchForm id="search-page-term" defaultValue={term} size="lg" label="Search again" />
      </div>
    </ComingSoon>
  );
}
