import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Markdown } from '@/components/markdown';
import { cn } from '@/lib/utils';

/**
 * The pieces of every check "scored like a quiz" (quizzes, slide collections' checks): a question
 * to answer and the review of an answered one. Question ids key the answers; option ids are the
 * question's own.
 */

type Option = { id: number; text: string };
type Question = { id: number; prompt: string; kind: 'single' | 'multiple'; options: Option[] };
type ReviewedQuestion = Question & { chosen: number[]; correct: number[]; isCorrect: boolean; explanation: string };

/** One question as a fieldset of radio buttons (one answer) or checkboxes (all that apply). */
export function ChoiceQuestion({
  question,
  index,
  chosen,
  onToggle,
}: {
  question: Question;
  index: number;
  chosen: number[];
  onToggle: (optionId: number) => void;
}) {
  const t = useTranslations('quiz');
  const multiple = question.kind === 'multiple';
  return (
    <fieldset className="min-w-0 rounded-2xl border border-border bg-card p-5 shadow-sm">
      <legend className="sr-only">{t('question', { number: index + 1 })}</legend>
      <p className="text-sm font-medium text-muted-foreground">
        {t('question', { number: index + 1 })} · {multiple ? t('chooseAll') : t('chooseOne')}
      </p>
      <Markdown source="course" className="mt-1 font-medium">
        {question.prompt}
      </Markdown>
      <div className="mt-3 grid gap-2">
        {question.options.map((option) => {
          const checked = chosen.includes(option.id);
          return (
            <label
              key={option.id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 text-sm transition-colors',
                checked ? 'border-primary bg-primary-soft' : 'border-border hover:bg-muted',
              )}
            >
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={`question-${question.id}`}
                checked={checked}
                onChange={() => onToggle(option.id)}
                className="mt-0.5 size-4 accent-indigo-600"
              />
              <span>{option.text}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The next answers after `optionId` was clicked: toggled for a multiple-choice question, replaced for a single one. */
export function toggledAnswer(chosen: number[], optionId: number, multiple: boolean): number[] {
  if (!multiple) return [optionId];
  return chosen.includes(optionId) ? chosen.filter((id) => id !== optionId) : [...chosen, optionId];
}

/** Answered questions with the right options marked, the learner's own, and the explanations. */
export function AnswerReview({ questions }: { questions: ReviewedQuestion[] }) {
  const t = useTranslations('quiz');
  return (
    <ol className="grid grid-cols-1 gap-4">
      {questions.map((question, index) => (
        <li key={question.id} className="rounded-2xl border border-border bg-card p-5 shadow-sm">
          <p className="flex items-center gap-2 text-sm font-medium">
            {question.isCorrect ? (
              <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
            ) : (
              <XCircle aria-hidden="true" className="size-4 text-destructive" />
            )}
            {question.isCorrect ? t('questionRight', { number: index + 1 }) : t('questionWrong', { number: index + 1 })}
          </p>
          <Markdown source="course" className="mt-1 font-medium">
            {question.prompt}
          </Markdown>
          <ul className="mt-3 grid gap-1.5 text-sm">
            {question.options.map((option) => {
              const right = question.correct.includes(option.id);
              const chosen = question.chosen.includes(option.id);
              return (
                <li
                  key={option.id}
                  className={cn(
                    'rounded-lg border px-3 py-2',
                    right
                      ? 'border-emerald-300 bg-success-soft'
                      : chosen
                        ? 'border-red-200 bg-destructive-soft'
                        : 'border-border',
                  )}
                >
                  {option.text}
                  {right ? <span className="ml-2 font-medium text-emerald-800">{t('rightAnswer')}</span> : null}
                  {chosen && !right ? <span className="ml-2 font-medium text-red-800">{t('yourAnswer')}</span> : null}
                  {chosen && right ? <span className="ml-2 text-emerald-800">{t('yourAnswerToo')}</span> : null}
                </li>
              );
            })}
          </ul>
          {question.explanation ? (
            <div className="mt-3 rounded-lg bg-muted px-4 py-3 text-sm">
              <Markdown source="course">{question.explanation}</Markdown>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
