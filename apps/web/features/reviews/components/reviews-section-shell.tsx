'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button-styles';
import { loadOnce, useOnDemand, useWhenNear } from '@/lib/load-on-demand';
import type { ReviewsSectionProps } from './reviews-section';
import { ListSkeleton, REVIEWS_GRID, SummarySkeleton } from './reviews-skeleton';

const loadReviews = loadOnce(() => import('./reviews-section').then((module) => module.ReviewsSectionIsland));

/**
 * A course's or institute's reviews, whose code (the list, the star filter, the visitor's own
 * review with its form, TanStack Query) loads when the section comes within about a screen of the
 * viewport: a visitor who reads only the top of the page does not load it (docs/decisions/0021).
 */
export function ReviewsSectionShell({ modelName, modelId, title, texts }: ReviewsSectionProps) {
  const common = useTranslations('common');
  const errors = useTranslations('errors');
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const { loaded: Reviews, failed, start } = useOnDemand(loadReviews);
  useWhenNear(sectionRef, start);

  if (Reviews) return <Reviews modelName={modelName} modelId={modelId} title={title} texts={texts} />;
  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="grid gap-6">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight sm:text-2xl">
        {title}
      </h2>
      {failed ? (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>{errors('default')}</span>
          <button type="button" className={buttonClassName({ variant: 'outline', size: 'sm' })} onClick={start}>
            {common('tryAgain')}
          </button>
        </Alert>
      ) : (
        <div className={REVIEWS_GRID}>
          <SummarySkeleton />
          <ListSkeleton />
        </div>
      )}
    </section>
  );
}
