'use client';

import { loadedInBrowser } from '@/components/loaded-in-browser';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * A signed-in user's quiz screen on the quiz's page, with the query provider it needs: a visitor,
 * who only sees the invitation to sign in, loads none of its code (the Markdown renderer among it).
 */
export const LazyQuizTaker = loadedInBrowser(
  async () => {
    const [{ QuizTaker }, { withQueryProvider }] = await Promise.all([
      import('./quiz-taker'),
      import('@/components/query-provider'),
    ]);
    return withQueryProvider(QuizTaker);
  },
  { what: 'quiz', placeholder: <Skeleton className="h-64 w-full rounded-2xl" /> },
);
