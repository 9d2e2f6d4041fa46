import { MESSAGES } from '@lp/contract/messages';
import { Route } from 'lucide-react';
import type { Metadata } from 'next';
import { Pagination } from '@/components/catalogue/pagination';
import { RoadmapGrid } from '@/components/catalogue/roadmap-card';
import { StreamChips } from '@/components/catalogue/stream-chips';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { loadRoadmapStreams, loadRoadmaps, ROADMAPS_PAGE_SIZE } from '@/features/roadmaps/api/load-roadmaps';
import { firstParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = {
  title: 'Roadmaps',
  description:
    'Step-by-step career roadmaps: what to learn, in what order, with the course, lesson, quiz or coding problem for each step.',
};

export default async function RoadmapsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const stream = firstParam(params.stream);
  const pageParam = Number(firstParam(params.page) ?? '1');
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const [result, streams] = await Promise.all([loadRoadmaps(stream, page), loadRoadmapStreams()]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
          <Route aria-hidden="true" className="size-4" />
          Career paths
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Roadmaps</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Know what to learn next. Each step opens a course, a lesson, a quiz or a coding problem — tick them off as you go.
        </p>
      </header>

      {streams.length > 0 && (
        <div className="mt-8">
          <StreamChips streams={streams} active={stream} basePath="/roadmaps" />
        </div>
      )}

      <section aria-label="Roadmap results" className="mt-6">
        {result.ok ? (
          result.data.results.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-border p-10 text-center">
              <p className="text-muted-foreground">{MESSAGES.noRoadmaps}</p>
              {stream && (
                <Link href="/roadmaps" className="mt-3 inline-block font-medium text-primary hover:underline">
                  Show all roadmaps
                </Link>
              )}
            </div>
          ) : (
            <>
              <p className="mb-4 text-sm text-muted-foreground">
                {result.data.count} {result.data.count === 1 ? 'roadmap' : 'roadmaps'}
              </p>
              <RoadmapGrid roadmaps={result.data.results} headingLevel="h2" />
              <Pagination
                className="mt-10"
                basePath="/roadmaps"
                query={{ stream }}
                page={page}
                count={result.data.count}
                pageSize={ROADMAPS_PAGE_SIZE}
              />
            </>
          )
        ) : (
          <Alert tone={result.status === 404 ? 'info' : 'error'} className="flex flex-wrap items-center justify-between gap-3">
            <span>{result.message}</span>
            <Link href={stream ? `/roadmaps?${new URLSearchParams({ stream })}` : '/roadmaps'} className="font-medium underline">
              Back to the first page
            </Link>
          </Alert>
        )}
      </section>
    </div>
  );
}
