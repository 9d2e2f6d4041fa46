'use client';

import type { ComponentProps } from 'react';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { loadOnce, useLoadedWhen } from '@/lib/load-on-demand';
import type { QuizTaker as QuizTakerComponent } from './quiz-taker';

type QuizTakerProps = ComponentProps<typeof QuizTakerComponent>;

/** The quiz screen with the query provider it needs, both loaded in the browser. */
const loadQuizTaker = loadOnce(async () => {
  const [{ QuizTaker }, { withQueryProvider }] = await Promise.all([
    import('./quiz-taker'),
    import('@/components/query-provider'),
  ]);
  return withQueryProvider(QuizTaker);
});

/**
 * A signed-in user's quiz screen on the quiz's page, loaded in the browser (docs/decisions/0021):
 * imported statically, its code (the Markdown renderer among it) would be in every visitor's
 * first load, though a visitor only sees the invitation to sign in.
 */
export function LazyQuizTaker(props: QuizTakerProps) {
  const { loaded: QuizTaker, failed, retry } = useLoadedWhen(true, loadQuizTaker);
  if (QuizTaker) return <QuizTaker {...props} />;
  if (failed) return <LoadFailed what="The quiz" onRetry={retry} />;
  return <Skeleton className="h-64 w-full rounded-2xl" />;
}
