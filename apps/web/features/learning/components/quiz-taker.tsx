'use client';

import { POINTS } from '@lp/contract/constants';

import type { AttemptResult, QuizDetail } from '@lp/contract/learning';
import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import { CheckCircle2, Clock, CloudOff, RotateCcw, Timer, XCircle } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Link } from '@/components/ui/link';
import { RelativeTime } from '@/components/ui/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-error';
import { queueOffline } from '@/lib/offline-queue';
import { useAppSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useQuiz } from '../api/get-quiz';
import { type Answers, readAttempt, startAttempt, useAttemptFinished, useSubmitAnswers } from '../api/quiz-attempts';
import { AnswerReview, ChoiceQuestion, toggledAnswer } from './choice-questions';
import { QuizSignIn } from './quiz-sign-in';
import { formatClock } from './video-lesson';

/** Seconds of the server's grace period that the countdown does not show (the answers' trip). */
const SHOWN_GRACE_SECONDS = 5;

type Running = { attemptId: number | null; deadline: number | null };

/** No network: the request never reached the server (lib/api-client.ts answers status 0). */
const unreachable = (failure: unknown) => failure instanceof ApiError && failure.status === 0;

/**
 * `page`: the quiz screen (/quizzes/[id]), where the answered count and the clock stick below the
 * site header (65 px; 109 px from lg). `inline`: inside the course player, where they stick below
 * the player's own header too (89 px; 77 px from lg), without the link back to every quiz.
 */
export type QuizTakerVariant = 'page' | 'inline';

function Countdown({ deadline, onTimeUp }: { deadline: number; onTimeUp: () => void }) {
  const t = useTranslations('quiz');
  const [now, setNow] = useState(() => Date.now());
  const fired = useRef(false);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  useEffect(() => {
    if (left === 0 && !fired.current) {
      fired.current = true;
      onTimeUp();
    }
  }, [left, onTimeUp]);
  return (
    <p
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-mono text-sm font-semibold tabular-nums',
        left <= 30 ? 'bg-destructive-soft text-red-800' : 'bg-primary-soft text-indigo-800',
      )}
      role="timer"
      aria-live={left <= 30 ? 'polite' : 'off'}
      aria-label={t('secondsLeft', { seconds: left })}
    >
      <Timer aria-hidden="true" className="size-4" />
      {formatClock(left)}
    </p>
  );
}

function QuestionForm({
  quiz,
  running,
  onDone,
  variant,
  offlineItemId,
  onQueued,
}: {
  quiz: QuizDetail;
  running: Running;
  onDone: (result: AttemptResult) => void;
  variant: QuizTakerVariant;
  offlineItemId?: number;
  onQueued: () => void;
}) {
  const t = useTranslations('quiz');
  const [answers, setAnswers] = useState<Answers>({});
  const answersRef = useRef(answers);
  answersRef.current = answers;
  const submit = useSubmitAnswers();
  const [error, setError] = useState<string | null>(null);

  const send = useCallback(() => {
    if (submit.isPending) return;
    setError(null);
    submit.mutate(
      { quizId: quiz.id, attemptId: running.attemptId, answers: answersRef.current },
      {
        onSuccess: onDone,
        onError: async (failure) => {
          // Untimed and offline in the player: kept on the device and marked once back online.
          if (running.attemptId === null && offlineItemId !== undefined && unreachable(failure)) {
            const answers = answersRef.current;
            if (await queueOffline({ kind: 'quiz', itemId: offlineItemId, quizId: quiz.id, answers })) {
              onQueued();
              return;
            }
          }
          // Too late (or already sent): show the attempt as the server closed it.
          if (running.attemptId !== null) {
            try {
              const closed = await readAttempt(quiz.id, running.attemptId);
              if (closed.status === 'submitted') {
                onDone(closed);
                return;
              }
            } catch {}
          }
          setError(errorMessage(failure));
        },
      },
    );
  }, [quiz.id, running.attemptId, submit, onDone, offlineItemId, onQueued]);

  const toggle = (questionId: number, optionId: number, multiple: boolean) =>
    setAnswers((current) => ({ ...current, [questionId]: toggledAnswer(current[questionId] ?? [], optionId, multiple) }));
  const answered = quiz.questions.filter((q) => (answers[q.id] ?? []).length > 0).length;

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      className="grid grid-cols-1 gap-6"
    >
      <div
        className={cn(
          'sticky z-10 -mx-4 flex items-center justify-between gap-3 border-b border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border',
          variant === 'inline' ? 'top-[154px] lg:top-[186px]' : 'top-[65px] lg:top-[109px]',
        )}
      >
        <p className="text-sm text-muted-foreground">{t('answered', { answered, total: quiz.questions.length })}</p>
        {running.deadline !== null ? <Countdown deadline={running.deadline} onTimeUp={send} /> : null}
      </div>
      <ol className="grid grid-cols-1 gap-5">
        {quiz.questions.map((question, index) => (
          <li key={question.id}>
            <ChoiceQuestion
              question={question}
              index={index}
              chosen={answers[question.id] ?? []}
              onToggle={(optionId) => toggle(question.id, optionId, question.kind === 'multiple')}
            />
          </li>
        ))}
      </ol>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={submit.isPending}>
          {submit.isPending ? t('submitting') : t('submit')}
        </Button>
        {answered < quiz.questions.length ? <span className="text-sm text-muted-foreground">{t('unansweredWrong')}</span> : null}
      </div>
    </Form>
  );
}

function Result({
  quiz,
  result,
  onRetry,
  upNext,
  variant,
}: {
  quiz: QuizDetail;
  result: AttemptResult;
  onRetry: (() => void) | null;
  upNext: ReactNode;
  variant: QuizTakerVariant;
}) {
  const t = useTranslations('quiz');
  return (
    <div className="grid grid-cols-1 gap-6">
      <section
        aria-label={t('yourResult')}
        className={cn(
          'rounded-2xl border p-6 text-center',
          result.passed ? 'border-emerald-200 bg-success-soft' : 'border-amber-200 bg-amber-50',
        )}
      >
        {result.passed ? (
          <CheckCircle2 aria-hidden="true" className="mx-auto size-10 text-success" />
        ) : (
          <XCircle aria-hidden="true" className="mx-auto size-10 text-amber-600" />
        )}
        <p className="mt-2 text-4xl font-bold tabular-nums" data-testid="quiz-score">
          {result.percent ?? 0}%
        </p>
        <p className="mt-1 font-medium">
          {t('rightOf', { right: result.correctCount ?? 0, total: result.questionCount })} ·{' '}
          {result.passed ? t('passed') : t('notPassed', { percent: quiz.passPercent })}
        </p>
        {result.expired ? <p className="mt-1 text-sm">{t('expired')}</p> : null}
        {result.pointsAwarded > 0 ? (
          <p className="mt-2 text-sm font-semibold text-success">{t('points', { points: result.pointsAwarded })}</p>
        ) : null}
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          {onRetry ? (
            <Button variant="outline" onClick={onRetry}>
              <RotateCcw aria-hidden="true" />
              {t('tryAgain')}
            </Button>
          ) : null}
          {variant === 'page' ? (
            <Link href="/quizzes" className={buttonVariants({ variant: 'outline' })}>
              {t('allQuizzes')}
            </Link>
          ) : null}
        </div>
      </section>
      {upNext}
      {result.review ? (
        <section aria-labelledby="review-heading">
          <h2 id="review-heading" className="mb-3 text-xl font-semibold">
            {t('answersHeading')}
          </h2>
          <AnswerReview questions={result.review} />
        </section>
      ) : null}
    </div>
  );
}

/**
 * The quiz screen: intro and attempt history, the timed or untimed form, the result with explanations.
 * `upNext`: what to offer once a result is shown (the page composes it: SPEC §9's next item).
 * `onResult`: called with every result shown (a submitted attempt, one the clock closed, or one
 * reviewed from the history), so that the course player can complete its lesson on a pass.
 * `offlineItemId`: in the player, the lesson whose quiz this is: an untimed quiz answered offline is
 * kept on the device for it and sent once back online (lib/offline-queue.ts); a timed one is refused.
 */
export function QuizTaker({
  idOrSlug,
  upNext,
  variant = 'page',
  onResult,
  offlineItemId,
}: {
  idOrSlug: string;
  upNext?: ReactNode;
  variant?: QuizTakerVariant;
  onResult?: (result: AttemptResult) => void;
  offlineItemId?: number;
}) {
  const t = useTranslations('quiz');
  const locale = useLocale() as Locale;
  const session = useAppSession();
  const top = useRef<HTMLDivElement>(null);
  const onResultRef = useRef(onResult);
  onResultRef.current = onResult;
  const signedIn = session.status === 'authenticated';
  const quiz = useQuiz(idOrSlug, signedIn);
  const finished = useAttemptFinished();
  const [running, setRunning] = useState<Running | null>(null);
  const [result, setResult] = useState<AttemptResult | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [queued, setQueued] = useState(false);
  const markQueued = useCallback(() => {
    setRunning(null);
    setQueued(true);
  }, []);

  const begin = useCallback(
    async (data: QuizDetail) => {
      setError(null);
      setResult(null);
      setQueued(false);
      if (data.timeLimitSeconds === null) {
        setRunning({ attemptId: null, deadline: null });
        return;
      }
      setStarting(true);
      try {
        const attempt = await startAttempt(data.id);
        // The server's clock decides: shift its deadline by how far this device's clock is off.
        const skew = Date.now() - Date.parse(attempt.serverNow);
        const deadline = Date.parse(attempt.deadlineAt!) + skew - SHOWN_GRACE_SECONDS * 1000;
        setRunning({ attemptId: attempt.id, deadline });
      } catch (failure) {
        // A timed attempt's clock runs on the server: none is started without it.
        setError(unreachable(failure) ? t('timedNeedsConnection') : errorMessage(failure));
      } finally {
        setStarting(false);
      }
    },
    [t],
  );

  const done = useCallback(
    (attempt: AttemptResult) => {
      setRunning(null);
      setResult(attempt);
      onResultRef.current?.(attempt);
      if (variant === 'page') window.scrollTo({ top: 0 });
    },
    [variant],
  );
  // Inside the player the result replaces the form where it was: bring its top into view.
  useEffect(() => {
    if (result && variant === 'inline') top.current?.scrollIntoView({ block: 'start' });
  }, [result, variant]);

  if (session.status === 'unauthenticated') return <QuizSignIn idOrSlug={idOrSlug} />;
  if (session.status === 'loading' || quiz.isPending) return <Skeleton className="h-64 w-full rounded-2xl" />;
  if (quiz.isError) {
    if (unreachable(quiz.error)) {
      return <Alert>{t('notSavedOffline')}</Alert>;
    }
    return <Alert tone="error">{errorMessage(quiz.error)}</Alert>;
  }
  const data = quiz.data;

  if (queued) {
    return (
      <Alert>
        <span className="flex items-start gap-2">
          <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('answersQueued')}
        </span>
      </Alert>
    );
  }

  if (result) {
    const canRetry = data.attemptsLeft === null || data.attemptsLeft > 0;
    return (
      <div ref={top} className="scroll-mt-[166px] lg:scroll-mt-[198px]">
        <Result
          quiz={data}
          result={result}
          onRetry={canRetry ? () => void begin(data) : null}
          upNext={upNext}
          variant={variant}
        />
      </div>
    );
  }
  if (running) {
    return (
      <QuestionForm
        quiz={data}
        running={running}
        onDone={done}
        variant={variant}
        offlineItemId={offlineItemId}
        onQueued={markQueued}
      />
    );
  }

  if (data.locked) {
    return (
      <Alert tone="info">
        {messageIn(locale, 'premiumOnly')}{' '}
        <Link href="/premium" className="font-medium underline">
          {t('seePremium')}
        </Link>
      </Alert>
    );
  }
  const outOfAttempts = data.attemptsLeft === 0;
  return (
    <div className="grid grid-cols-1 gap-8">
      <div className="rounded-2xl border border-border bg-card p-5 shadow-sm">
        <ul className="grid gap-1 text-sm text-muted-foreground">
          <li>
            {data.timeLimitSeconds === null
              ? t('untimedRule')
              : t('timedRule', { minutes: Math.round(data.timeLimitSeconds / 60) })}
          </li>
          <li>{t('passRule', { percent: data.passPercent, points: POINTS.quizPassed })}</li>
          <li>
            {data.attemptsLeft === null
              ? t('unlimitedAttempts')
              : t('attemptsLeft', { left: data.attemptsLeft, max: data.maxAttempts ?? data.attemptsLeft })}
          </li>
        </ul>
        {error ? (
          <Alert tone="error" className="mt-4">
            {error}
          </Alert>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          {data.openAttemptId ? (
            <Button size="lg" disabled={starting} onClick={() => void begin(data)}>
              <Clock aria-hidden="true" />
              {t('resume')}
            </Button>
          ) : (
            <Button size="lg" disabled={starting || outOfAttempts} onClick={() => void begin(data)}>
              {starting ? t('starting') : data.attempts.length > 0 ? t('startNew') : t('start')}
            </Button>
          )}
        </div>
      </div>

      {data.attempts.length > 0 ? (
        <section aria-labelledby="history-heading">
          <h2 id="history-heading" className="mb-3 text-lg font-semibold">
            {t('yourAttempts')}
          </h2>
          <ul className="divide-y divide-border rounded-2xl border border-border bg-card">
            {data.attempts.map((attempt) => (
              <li key={attempt.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                <span>
                  {attempt.status === 'open'
                    ? t('inProgress')
                    : `${attempt.percent ?? 0}% · ${attempt.passed ? t('attemptPassed') : t('attemptNotPassed')}`}
                  {attempt.expired ? ` · ${t('timeRanOut')}` : ''}
                </span>
                <span className="flex items-center gap-3 text-muted-foreground">
                  <RelativeTime value={attempt.submittedAt ?? attempt.startedAt} locale={locale} />
                  {attempt.status === 'submitted' ? (
                    <button
                      type="button"
                      className="font-medium text-primary hover:underline"
                      onClick={async () => {
                        try {
                          done(await readAttempt(data.id, attempt.id));
                          finished();
                        } catch (failure) {
                          setError(errorMessage(failure));
                        }
                      }}
                    >
                      {t('review')}
                    </button>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
