'use client';

import { useTranslations } from 'next-intl';
import type { ApiError } from '@/lib/api-error';
import { useCreateQuiz, useStudioQuizzes } from '../api/quizzes';
import { ContentList } from './content-list';

export function QuizListScreen() {
  const list = useStudioQuizzes('', 1);
  const create = useCreateQuiz();
  const t = useTranslations('studioContent.quizzes');
  return (
    <ContentList
      words={{ newTitle: t('newTitle'), create: t('create'), none: t('none') }}
      basePath="/staff/studio/quizzes"
      loading={list.isPending}
      rows={list.data?.results.map((q) => ({
        ...q,
        detail: t('detail', { questions: q.questionCount, attempts: q.attemptCount }),
      }))}
      create={{
        pending: create.isPending,
        error: create.error as ApiError | null,
        run: (title) => create.mutateAsync({ title }),
      }}
    />
  );
}
