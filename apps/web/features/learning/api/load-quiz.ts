import type { QuizDetail } from '@lp/contract/learning';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ApiError } from '@/lib/api-error';
import { serverApi, serverData } from '@/lib/server-api';

/** Server components only: one quiz for its page and metadata; a missing quiz is the 404 page. */
export const loadQuiz = cache(async (idOrSlug: string): Promise<QuizDetail> => {
  try {
    return await serverData(serverApi().api.core.quiz[':id'].$get({ param: { id: encodeURIComponent(idOrSlug) } }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
});
