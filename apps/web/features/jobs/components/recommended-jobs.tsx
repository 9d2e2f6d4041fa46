'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { JobGrid } from '@/components/catalogue/job-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useRecommendedJobs } from '../api/get-recommended-jobs';

function Section({ children, busy }: { children: ReactNode; busy?: boolean }) {
  const t = useTranslations('jobs');
  return (
    <section aria-labelledby="jobs-for-you" aria-busy={busy || undefined} className="grid gap-4">
      <div>
        <h2 id="jobs-for-you" className="text-xl font-semibold tracking-tight">
          {t('jobsForYou')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('jobsForYouText')}</p>
      </div>
      {children}
    </section>
  );
}

/** "Jobs for you" on the account page; nothing at all when there are none or the call fails. */
export function RecommendedJobs() {
  const jobs = useRecommendedJobs(6);
  if (jobs.isPending) {
    return (
      <Section busy>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-40 rounded-2xl" />
          ))}
        </div>
      </Section>
    );
  }
  if (jobs.isError || jobs.data.results.length === 0) return null;
  return (
    <Section>
      <JobGrid jobs={jobs.data.results} headingLevel="h3" columns="2-then-3" />
    </Section>
  );
}
