import type { Stream } from '@lp/contract/accounts';
import { serverApi, serverData, serverDataOrNull, settle } from '@/lib/server-api';

/** Server components only: the quiz list's calls. */
export const QUIZZES_PAGE_SIZE = 12;

export function loadQuizzes(stream: string | undefined, page: number) {
  const query = { page: String(page), page_size: String(QUIZZES_PAGE_SIZE), stream: stream || undefined };
  return settle(serverData(serverApi().api.core.quiz.$get({ query })));
}

export async function loadQuizStreams(): Promise<Stream[]> {
  return (await serverDataOrNull(serverApi().api.core['course-streams'].$get()))?.results ?? [];
}
