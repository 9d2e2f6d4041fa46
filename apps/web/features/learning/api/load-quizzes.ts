import type { Stream } from '@lp/contract/accounts';
import type { Listing } from '@lp/contract/common';
import type { QuizCard } from '@lp/contract/learning';
import { serverFetch, serverFetchOrNull, settle } from '@/lib/server-api';

/** Server components only: the quiz list's calls. */
export const QUIZZES_PAGE_SIZE = 12;

export function loadQuizzes(stream: string | undefined, page: number) {
  const query = new URLSearchParams({ page: String(page), page_size: String(QUIZZES_PAGE_SIZE) });
  if (stream) query.set('stream', stream);
  return settle(serverFetch<Listing<QuizCard>>(`/api/core/quiz?${query}`));
}

export async function loadQuizStreams(): Promise<Stream[]> {
  return (await serverFetchOrNull<Listing<Stream>>('/api/core/course-streams'))?.results ?? [];
}
