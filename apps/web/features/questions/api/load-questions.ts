import type { QuestionDetail, QuestionFilters, QuestionsListing } from '@lp/contract/questions';
import { toQuery } from '@/lib/api-client';
import { type LoadResult, serverApi, serverData, serverDataOrNull, settle } from '@/lib/server-api';

export const QUESTIONS_PAGE_SIZE = 15;

/** The URL's query of /questions: `view` is newest | trending | featured | unanswered | votes. */
export type QuestionsUrlQuery = { view?: string | undefined; tag?: string | undefined; q?: string | undefined };

export function questionsApiQuery(query: QuestionsUrlQuery, page: number): string {
  const search = new URLSearchParams({ page: String(page), page_size: String(QUESTIONS_PAGE_SIZE) });
  if (query.tag) search.set('tag', query.tag);
  if (query.q) search.set('q', query.q);
  if (query.view === 'trending') search.set('trending', 'true');
  if (query.view === 'featured') search.set('featured', 'true');
  if (query.view === 'unanswered') search.set('status', 'unanswered');
  if (query.view === 'votes') search.set('sort', 'votes');
  return search.toString();
}

/** Server components: a page of questions for the URL's view and tag. */
export function loadQuestions(query: QuestionsUrlQuery, page: number): Promise<LoadResult<QuestionsListing>> {
  return settle(serverData(serverApi().api.core.questions.$get({ query: toQuery(questionsApiQuery(query, page)) })));
}

export function loadQuestionFilters(): Promise<QuestionFilters | null> {
  return serverDataOrNull(serverApi().api.core.questions.filters.$get());
}

/** Server components: one question with its answers, as the signed-in viewer sees it. */
export function loadQuestion(id: number): Promise<LoadResult<{ question: QuestionDetail }>> {
  return settle(serverData(serverApi().api.core.questions[':id'].$get({ param: { id: String(id) } })));
}
