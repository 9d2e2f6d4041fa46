'use client';

import type { ApiError } from '@/lib/api-error';
import { useCreateQuiz, useStudioQuizzes } from '../api/quizzes';
import { ContentList } from './content-list';

export function QuizListScreen() {
  const list = useStudioQuizzes('', 1);
  const create = useCreateQuiz();
  return (
    <ContentList
      noun="quiz"
      basePath="/staff/studio/quizzes"
      loading={list.isPending}
      rows={list.data?.results.map((q) => ({
        ...q,
        detail: `${q.questionCount} question${q.questionCount === 1 ? '' : 's'} · ${q.attemptCount} attempt${q.attemptCount === 1 ? '' : 's'}`,
      }))}
      create={{
        pending: create.isPending,
        error: create.error as ApiError | null,
        run: (title) => create.mutateAsync({ title }),
      }}
    />
  );
}
