import { INTERVIEW_CATEGORY_LABELS } from '@lp/contract/interview-labels';
import { INTERVIEW_CATEGORIES, type InterviewCategory } from '@lp/contract/interviews';
import { MESSAGES } from '@lp/contract/messages';
import { Video } from 'lucide-react';
import type { Metadata } from 'next';
import { CardGrid } from '@/components/catalogue/card-grid';
import { Pagination } from '@/components/catalogue/pagination';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { INTERVIEWS_PAGE_SIZE, loadInterviews } from '@/features/interviews/api/load-interviews';
import { InterviewCard } from '@/features/interviews/components/interview-card';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { cn } from '@/lib/utils';

export const metadata: Metadata = {
  title: 'Mock interviews',
  description:
    'Practise HR, data, software and civil services interviews on camera or in writing, and get feedback on every answer.',
};

const isCategory = (value: string | undefined): value is InterviewCategory =>
  (INTERVIEW_CATEGORIES as readonly string[]).includes(value ?? '');

export default async function InterviewsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const raw = firstParam(params.category);
  const category = isCategory(raw) ? raw : undefined;
  const pageParam = Number(firstParam(params.page) ?? '1');
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const result = await loadInterviews(category, page);
  const chips = [
    { href: '/interviews', label: 'All', active: !category },
    ...INTERVIEW_CATEGORIES.map((c) => ({
      href: `/interviews?category=${c}`,
      label: INTERVIEW_CATEGORY_LABELS[c],
      active: c === category,
    })),
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
          <Video aria-hidden="true" className="size-4" />
          Practice
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Mock interviews</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Answer real interview questions on camera, on the microphone or in writing. Get feedback on each answer and play your
          recordings back to see how you come across.
        </p>
      </header>
      <nav aria-label="Interview categories" className="mt-8 flex flex-wrap gap-2">
        {chips.map((chip) => (
          <Link
            key={chip.href}
            href={chip.href}
            aria-current={chip.active ? 'page' : undefined}
            className={cn(
              'rounded-full border px-3 py-1.5 text-sm',
              chip.active ? 'border-primary bg-primary text-primary-foreground' : 'border-border hover:bg-muted',
            )}
          >
            {chip.label}
          </Link>
        ))}
      </nav>
      <section aria-label="Interviews" className="mt-6">
        {result.ok ? (
          result.data.results.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-border p-10 text-center">
              <p className="text-muted-foreground">{MESSAGES.interviewsComingSoon}</p>
            </div>
          ) : (
            <>
              <CardGrid items={result.data.results} columns={3}>
                {(interview) => <InterviewCard interview={interview} />}
              </CardGrid>
              <Pagination
                className="mt-10"
                basePath="/interviews"
                query={{ category }}
                page={page}
                count={result.data.count}
                pageSize={INTERVIEWS_PAGE_SIZE}
              />
            </>
          )
        ) : (
          <Alert tone={result.status === 404 ? 'info' : 'error'}>
            {result.status === 404 ? MESSAGES.noMoreInterviews : result.message}{' '}
            <Link href="/interviews" className="font-medium underline">
              Show all interviews
            </Link>
          </Alert>
        )}
      </section>
    </div>
  );
}
