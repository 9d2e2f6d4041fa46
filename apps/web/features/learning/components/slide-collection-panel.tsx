'use client';

import { POINTS } from '@lp/contract/constants';

import type { SlideCollection, SlideCollectionAttempt } from '@lp/contract/learning';
import type { Locale } from '@lp/contract/locale';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Circle, Presentation, RotateCcw, XCircle } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { RelativeTime } from '@/components/ui/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/utils';
import type { Answers } from '../api/quiz-attempts';
import { completeCollection, startCollection, useAttemptCollection, useSlideCollection } from '../api/slide-collections';
import { AnswerReview, ChoiceQuestion, toggledAnswer } from './choice-questions';
import { InlineDeck } from './inline-deck';

/** The check at the end of a collection: answer, submit, see the score, the right answers and the points. */
function CollectionCheck({ collection }: { collection: SlideCollection }) {
  const t = useTranslations('slides.collection');
  const quiz = useTranslations('quiz');
  const [answers, setAnswers] = useState<Answers>({});
  const [result, setResult] = useState<SlideCollectionAttempt | null>(null);
  const attempt = useAttemptCollection(collection.id);
  const resultRef = useRef<HTMLElement>(null);
  const passedBefore = Boolean(collection.progress?.passedAt);

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  if (collection.questions.length === 0) return null;

  if (result) {
    return (
      <section ref={resultRef} tabIndex={-1} aria-labelledby="check-result-heading" className="grid gap-4 outline-none">
        <div
          className={cn(
            'rounded-2xl border p-5 text-center',
            result.passed ? 'border-emerald-200 bg-success-soft' : 'border-amber-200 bg-amber-50',
          )}
        >
          {result.passed ? (
            <CheckCircle2 aria-hidden="true" className="mx-auto size-9 text-success" />
          ) : (
            <XCircle aria-hidden="true" className="mx-auto size-9 text-amber-600" />
          )}
          <h3 id="check-result-heading" className="mt-2 text-3xl font-bold tabular-nums" data-testid="check-score">
            {result.percent}%
          </h3>
          <p className="mt-1 font-medium">
            {quiz('rightOf', { right: result.correctCount, total: result.questionCount })} ·{' '}
            {result.passed ? quiz('passed') : quiz('notPassed', { percent: result.passPercent })}
          </p>
          {result.pointsAwarded > 0 ? (
            <p role="status" className="mt-2 text-sm font-semibold text-success">
              {quiz('points', { points: result.pointsAwarded })}
            </p>
          ) : null}
          <Button
            variant="outline"
            className="mt-4"
            onClick={() => {
              setResult(null);
              setAnswers({});
            }}
          >
            <RotateCcw aria-hidden="true" />
            {quiz('tryAgain')}
          </Button>
        </div>
        <AnswerReview questions={result.review} />
      </section>
    );
  }

  const answered = collection.questions.filter((q) => (answers[q.id] ?? []).length > 0).length;
  return (
    <Form
      aria-labelledby="check-heading"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        attempt.mutate(answers, { onSuccess: setResult });
      }}
    >
      <div>
        <h3 id="check-heading" className="text-lg font-semibold">
          {t('checkHeading')}
        </h3>
        <p className="text-sm text-muted-foreground">
          {t('checkFacts', { questions: collection.questions.length, percent: collection.passPercent })} ·{' '}
          {passedBefore ? t('passedAlready') : t('passingEarns', { points: POINTS.slideCollectionPassed })}
        </p>
      </div>
      <ol className="grid gap-4">
        {collection.questions.map((question, index) => (
          <li key={question.id}>
            <ChoiceQuestion
              question={question}
              index={index}
              chosen={answers[question.id] ?? []}
              onToggle={(optionId) =>
                setAnswers((current) => ({
                  ...current,
                  [question.id]: toggledAnswer(current[question.id] ?? [], optionId, question.kind === 'multiple'),
                }))
              }
            />
          </li>
        ))}
      </ol>
      {attempt.isError ? <Alert tone="error">{errorMessage(attempt.error)}</Alert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={attempt.isPending}>
          {attempt.isPending ? t('checking') : t('checkAnswers')}
        </Button>
        {answered < collection.questions.length ? (
          <span className="text-sm text-muted-foreground">{quiz('unansweredWrong')}</span>
        ) : null}
      </div>
    </Form>
  );
}

/**
 * A course's slide collection in the course player: its decks in order (each opens inline), the
 * learner's progress through them, and the check at the end. Opening it records the start;
 * finishing every deck marks it gone through.
 */
export function SlideCollectionPanel({ id }: { id: number }) {
  const t = useTranslations('slides.collection');
  const locale = useLocale() as Locale;
  const query = useSlideCollection(id);
  const queryClient = useQueryClient();
  const [openDeckId, setOpenDeckId] = useState<number | null>(null);

  const started = useRef<number | null>(null);
  useEffect(() => {
    if (started.current === id) return;
    started.current = id;
    void startCollection(id)
      .then(() => queryClient.invalidateQueries({ queryKey: ['slides', 'collections'] }))
      .catch(() => {});
  }, [id, queryClient]);

  // Every deck done: the collection is gone through (idempotent on the server).
  const data = query.data;
  const allDone = Boolean(data && data.decks.length > 0 && data.decks.every((d) => d.progress?.completedAt));
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (!allDone || !data || data.progress?.completedAt || marked.current === id) return;
    marked.current = id;
    void completeCollection(id)
      .then(() => queryClient.invalidateQueries({ queryKey: ['slides'] }))
      .catch(() => {});
  }, [allDone, data, id, queryClient]);

  if (query.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (query.isError) return <Alert tone="error">{errorMessage(query.error)}</Alert>;
  const collection = query.data;
  const done = collection.decks.filter((d) => d.progress?.completedAt).length;
  const best = collection.attempts.reduce<number | null>((top, a) => (top === null || a.percent > top ? a.percent : top), null);

  return (
    <article aria-labelledby="collection-title" className="grid gap-6">
      <header>
        <p className="text-sm text-muted-foreground">
          {t('facts', { decks: collection.deckCount, questions: collection.questionCount })}
        </p>
        <h1 id="collection-title" className="mt-1 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {collection.title}
        </h1>
        {collection.summary ? <p className="mt-2 text-muted-foreground">{collection.summary}</p> : null}
        <p className="mt-3 text-sm font-medium" data-testid="collection-progress">
          {t('decksDone', { done, total: collection.decks.length })}
          {collection.progress?.passedAt
            ? ` · ${t('checkPassed')}`
            : best !== null
              ? ` · ${t('bestScore', { percent: best })}`
              : ''}
        </p>
      </header>

      <ol className="grid gap-3">
        {collection.decks.map((deck, index) => {
          const finished = Boolean(deck.progress?.completedAt);
          const open = openDeckId === deck.id;
          return (
            <li key={deck.id} className="grid gap-3">
              <div className="flex items-center gap-3 rounded-xl border border-border bg-card p-3">
                {finished ? (
                  <CheckCircle2 aria-label={t('completed')} className="size-5 shrink-0 text-success" />
                ) : (
                  <Circle aria-label={t('notCompleted')} className="size-5 shrink-0 text-zinc-300" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {index + 1}. {deck.title}
                  </p>
                  <p className="text-xs text-muted-foreground">{t('slideCount', { count: deck.slideCount })}</p>
                </div>
                <Button
                  variant={open ? 'secondary' : finished ? 'outline' : 'default'}
                  size="sm"
                  aria-expanded={open}
                  onClick={() => setOpenDeckId(open ? null : deck.id)}
                >
                  <Presentation aria-hidden="true" />
                  {open ? t('close') : finished ? t('review') : t('open')}
                </Button>
              </div>
              {open ? <InlineDeck deckId={deck.id} /> : null}
            </li>
          );
        })}
      </ol>

      <CollectionCheck key={collection.id} collection={collection} />

      {collection.attempts.length > 0 ? (
        <section aria-labelledby="check-history-heading">
          <h3 id="check-history-heading" className="mb-2 text-sm font-semibold">
            {t('earlier')}
          </h3>
          <ul className="divide-y divide-border rounded-xl border border-border bg-card text-sm">
            {collection.attempts.map((a) => (
              <li key={a.id} className="flex justify-between gap-2 px-4 py-2">
                <span>
                  {a.percent}% · {a.passed ? t('passed') : t('notPassed')}
                </span>
                <span className="text-muted-foreground">
                  <RelativeTime value={a.submittedAt} locale={locale} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
