'use client';

import { useTranslations } from 'next-intl';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { usePicker } from '../api/studio';

/**
 * The quiz an article or a video ends with (optional, END_OF_LESSON_QUIZ_KINDS): the learner's
 * player shows it after the lesson, and passing it completes the lesson. `value` is the quiz's id
 * as the select holds it ('' for none).
 */
export function EndOfLessonQuizField({
  itemId,
  value,
  onChange,
  error,
}: {
  itemId: number;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const t = useTranslations('studioQuiz');
  const quizzes = usePicker('quiz');
  const id = `end-quiz-${itemId}`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('label')}</Label>
      <select
        id={id}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        className="h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('none')}</option>
        {quizzes.data?.map((quiz) => (
          <option key={quiz.id} value={quiz.id}>
            {quiz.title}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t('hint')}
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
