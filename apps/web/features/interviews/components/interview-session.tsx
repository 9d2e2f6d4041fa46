'use client';

import { RUBRIC } from '@lp/contract/interview-labels';
import type { Answer, AnswerFeedback, Attempt, InterviewDetail, InterviewQuestion } from '@lp/contract/interviews';
import { clsx } from 'clsx';
import { CheckCircle2, CircleDashed, Loader2, Trophy } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/components/ui/link';
import { ApiError } from '@/lib/api-error';
import { signInPath } from '@/lib/safe-callback-url';
import { answerQuestion, completeInterview, startInterview } from '../api/interview-calls';
import { Recorder } from './recorder';

type Scores = Record<(typeof RUBRIC)[number]['key'], number>;

/** The automatic feedback on one answer, with the key points and tips. */
export function FeedbackPanel({ feedback }: { feedback: AnswerFeedback }) {
  const t = useTranslations('interviews.feedback');
  return (
    <div className="grid gap-2 rounded-lg border border-indigo-100 bg-primary-soft/50 p-3 text-sm" data-testid="answer-feedback">
      <p className="flex flex-wrap gap-x-4 gap-y-1 font-medium">
        {feedback.coverage !== null && <span>{t('coverage', { percent: feedback.coverage })}</span>}
        {feedback.wordCount !== null && (
          <span>{t('words', { count: feedback.wordCount, length: feedback.length ?? 'long' })}</span>
        )}
        {feedback.selfScore !== null && <span>{t('selfScore', { score: feedback.selfScore })}</span>}
      </p>
      <ul className="grid gap-1">
        {feedback.keyPoints.map((k) => (
          <li key={k.point} className="flex items-start gap-2">
            {k.covered ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            ) : (
              <CircleDashed aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            )}
            <span>
              {k.point}
              <span className="sr-only"> ({k.covered ? t('covered') : t('notCovered')})</span>
            </span>
          </li>
        ))}
      </ul>
      <ul className="list-disc pl-5 text-muted-foreground">
        {feedback.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </div>
  );
}

function Rubric({ scores, onChange }: { scores: Partial<Scores>; onChange: (scores: Partial<Scores>) => void }) {
  const t = useTranslations('interviews.rubric');
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{t('legend')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {RUBRIC.map((r) => (
          <label key={r.key} className="grid gap-1 text-sm">
            <span title={t(`${r.key}.hint`)}>{t(`${r.key}.label`)}</span>
            <select
              className="h-9 rounded-lg border border-input bg-background px-2"
              value={scores[r.key] ?? ''}
              onChange={(e) => onChange({ ...scores, [r.key]: e.target.value ? Number(e.target.value) : undefined })}
            >
              <option value="">{t('notRated')}</option>
              {[1, 2, 3, 4, 5].map((n) => (
                <option key={n} value={n}>
                  {n === 1 ? t('weak', { n }) : n === 5 ? t('strong', { n }) : n}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function QuestionStep({
  interviewId,
  question,
  saved,
  onSaved,
}: {
  interviewId: number;
  question: InterviewQuestion;
  saved: Answer | undefined;
  onSaved: (answer: Answer) => void;
}) {
  const [media, setMedia] = useState<Blob | null>(null);
  const [text, setText] = useState(saved?.answerText ?? '');
  const [scores, setScores] = useState<Partial<Scores>>(saved?.selfAssessment ?? {});
  const [state, setState] = useState<{ saving: boolean; error: string | null }>({ saving: false, error: null });
  const t = useTranslations('interviews.session');

  const save = async () => {
    setState({ saving: true, error: null });
    const complete = RUBRIC.every((r) => scores[r.key]);
    try {
      const answer = await answerQuestion(interviewId, question.id, {
        media,
        text,
        selfAssessment: complete ? (scores as Scores) : null,
      });
      setMedia(null);
      onSaved(answer);
      setState({ saving: false, error: null });
    } catch (error) {
      setState({ saving: false, error: error instanceof ApiError ? error.message : t('failed') });
    }
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{question.guidance}</p>
      <Recorder key={question.id} limitSeconds={question.answerSeconds} onRecorded={setMedia} />
      <label className="grid gap-1 text-sm font-medium">
        {t('typeAnswer')}
        <textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={5}
          maxLength={5000}
          className="rounded-lg border border-input bg-background p-3 font-normal"
        />
      </label>
      <Rubric scores={scores} onChange={setScores} />
      {state.error && <Alert tone="error">{state.error}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={buttonClassName()} onClick={save} disabled={state.saving || (!media && !text.trim())}>
          {state.saving && <Loader2 aria-hidden="true" className="animate-spin" />}
          {saved ? t('saveNew') : t('save')}
        </button>
        {saved && (
          <span className="inline-flex items-center gap-1 text-sm text-emerald-700" data-testid="answer-saved">
            <CheckCircle2 aria-hidden="true" className="size-4" /> {saved.mediaUrl ? t('savedWithRecording') : t('saved')}
          </span>
        )}
      </div>
    </div>
  );
}

/**
 * The interview page's session: start (or resume) an attempt, answer each question on camera,
 * microphone or in writing, finish, and read the feedback per question. `upNext` (composed by the
 * page: SPEC §9's next item) is offered once the attempt is complete.
 */
export function InterviewSession({
  interview,
  signedIn,
  upNext,
}: {
  interview: InterviewDetail;
  signedIn: boolean;
  upNext?: ReactNode;
}) {
  const [attempt, setAttempt] = useState<Attempt | null>(interview.attempt);
  const [current, setCurrent] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [points, setPoints] = useState<number | null>(null);
  const [pointsNote, setPointsNote] = useState<string | null>(null);
  const t = useTranslations('interviews.session');

  if (!signedIn) {
    return (
      <Link href={signInPath(`/interviews/${interview.slug}`)} className={buttonClassName({ size: 'lg' })}>
        {t('signInToStart')}
      </Link>
    );
  }

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('failed'));
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    run(async () => {
      setAttempt(await startInterview(interview.id));
      setPoints(null);
      setPointsNote(null);
      setCurrent(0);
    });
  const finish = () =>
    run(async () => {
      const done = await completeInterview(interview.id);
      setAttempt(done.attempt);
      setPoints(done.pointsAwarded);
      setPointsNote(done.pointsNote);
    });

  if (!attempt || (attempt.status === 'completed' && points === null && !attempt.answers.length)) {
    return (
      <div className="grid gap-3">
        {error && <Alert tone="error">{error}</Alert>}
        <button type="button" className={buttonClassName({ size: 'lg' })} onClick={start} disabled={busy}>
          {busy && <Loader2 aria-hidden="true" className="animate-spin" />}
          {t('start')}
        </button>
      </div>
    );
  }

  const answers = new Map(attempt.answers.map((a) => [a.questionId, a]));

  if (attempt.status === 'completed') {
    return (
      <section aria-labelledby="feedback-heading" className="grid gap-5">
        <div className="rounded-xl border border-emerald-200 bg-success-soft p-4 text-emerald-900" role="status">
          <p className="flex items-center gap-2 font-semibold" id="feedback-heading">
            <Trophy aria-hidden="true" className="size-5" /> {t('complete')}
          </p>
          <p className="text-sm">
            {points ? `${t('earned', { points })} ` : ''}
            {t.rich('readFeedback', {
              link: (chunks) => (
                <Link href="/account/interviews" className="underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
          {pointsNote ? <p className="mt-1 text-sm">{pointsNote}</p> : null}
        </div>
        {upNext}
        <ol className="grid gap-4">
          {interview.questions.map((q) => {
            const answer = answers.get(q.id);
            return (
              <li key={q.id} className="grid gap-2 rounded-xl border border-border p-4">
                <p className="font-medium">
                  {q.position}. {q.prompt}
                </p>
                {!answer && <p className="text-sm text-muted-foreground">{t('notAnswered')}</p>}
                {answer?.mediaUrl && (
                  // biome-ignore lint/a11y/useMediaCaption: the learner's own recording has no captions to offer
                  <video src={answer.mediaUrl} controls preload="metadata" className="max-h-64 w-full rounded-lg bg-slate-900" />
                )}
                {answer?.answerText && <p className="text-sm whitespace-pre-wrap">{answer.answerText}</p>}
                {answer?.feedback && <FeedbackPanel feedback={answer.feedback} />}
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className={clsx(buttonClassName({ variant: 'outline' }), 'justify-self-start')}
          onClick={start}
          disabled={busy}
        >
          {t('practiseAgain')}
        </button>
      </section>
    );
  }

  const question = interview.questions[current];
  return (
    <section aria-labelledby="question-heading" className="grid gap-5">
      <ol className="flex flex-wrap gap-2" aria-label={t('questions')}>
        {interview.questions.map((q, index) => (
          <li key={q.id}>
            <button
              type="button"
              onClick={() => setCurrent(index)}
              aria-current={index === current ? 'step' : undefined}
              className={clsx(
                'inline-flex size-9 items-center justify-center rounded-full border text-sm font-medium',
                index === current
                  ? 'border-primary bg-primary text-primary-foreground'
                  : answers.has(q.id)
                    ? 'border-emerald-300 bg-emerald-50 text-emerald-800 hover:bg-muted'
                    : 'border-border hover:bg-muted',
              )}
            >
              {q.position}
              <span className="sr-only">{answers.has(q.id) ? ` (${t('answered')})` : ''}</span>
            </button>
          </li>
        ))}
      </ol>
      {question && (
        <div className="grid gap-3">
          <h2 id="question-heading" className="text-xl font-semibold">
            {t('questionOf', { position: question.position, total: interview.questions.length, prompt: question.prompt })}
          </h2>
          <QuestionStep
            key={question.id}
            interviewId={interview.id}
            question={question}
            saved={answers.get(question.id)}
            onSaved={(answer) =>
              setAttempt({ ...attempt, answers: [...attempt.answers.filter((a) => a.questionId !== answer.questionId), answer] })
            }
          />
        </div>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap gap-3 border-t border-border pt-4">
        {current < interview.questions.length - 1 && (
          <button type="button" className={buttonClassName({ variant: 'outline' })} onClick={() => setCurrent(current + 1)}>
            {t('next')}
          </button>
        )}
        <button type="button" className={buttonClassName()} onClick={finish} disabled={busy || answers.size === 0}>
          {busy && <Loader2 aria-hidden="true" className="animate-spin" />}
          {t('finish')}
        </button>
        <span className="self-center text-sm text-muted-foreground">
          {t('answeredCount', { answered: answers.size, total: interview.questions.length })}
        </span>
      </div>
    </section>
  );
}
