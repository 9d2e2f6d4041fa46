'use client';

import { progressOf } from '@lp/contract/catalogue-labels';
import { FIXME_LANGUAGE_LABELS } from '@lp/contract/fixme-labels';
import type { RoadmapDetail, RoadmapStep } from '@lp/contract/roadmaps';
import { clsx } from 'clsx';
import { BookOpen, Bug, Check, GraduationCap, ListChecks, LogIn, PlayCircle } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import { toast } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { RoadmapProgressBar } from './roadmap-progress-bar';

/** The tick's API call and the client, in a chunk of their own: a visitor reading a roadmap never loads them. */
const loadStepSaver = () => Promise.all([import('../api/set-step-completed'), import('@/lib/api-error')]);

/**
 * A roadmap as a vertical path of numbered steps. A signed-in user ticks steps (optimistically:
 * the tick shows at once and is taken back if the server refuses); a visitor is invited to sign in.
 */
export function RoadmapPath({
  roadmap,
  signInHref,
  signInLabel,
}: {
  roadmap: RoadmapDetail;
  signInHref: string;
  /** MESSAGES.signInToTrackProgress, passed by the server page so that this does not load the message table. */
  signInLabel: string;
}) {
  const router = useRouter();
  const t = useTranslations('roadmaps');
  const errors = useTranslations('errors');
  const tracking = roadmap.progress !== null;
  const hydrated = useHydrated();
  const [done, setDone] = useState(() => new Set(roadmap.steps.filter((s) => s.completed).map((s) => s.id)));
  // The latest click on each step wins: an older request's failure must not undo a newer click.
  const latest = useRef(new Map<number, number>());

  const update = (stepId: number, completed: boolean) =>
    setDone((current) => {
      const next = new Set(current);
      if (completed) next.add(stepId);
      else next.delete(stepId);
      return next;
    });

  // A learner's page loads the saver at once (a visitor's never does): a tick then sends its request
  // straight away, so a reload right after it does not lose it.
  useEffect(() => {
    if (tracking) void loadStepSaver().catch(() => {});
  }, [tracking]);

  function toggle(step: RoadmapStep) {
    const completed = !done.has(step.id);
    const ticket = (latest.current.get(step.id) ?? 0) + 1;
    latest.current.set(step.id, ticket);
    update(step.id, completed);
    void loadStepSaver().then(
      async ([{ setStepCompleted }, { ApiError }]) => {
        try {
          await setStepCompleted({ roadmapId: roadmap.id, stepId: step.id, completed });
        } catch (error) {
          if (latest.current.get(step.id) !== ticket) return;
          update(step.id, !completed);
          if (error instanceof ApiError && error.status === 401) {
            router.push(signInHref);
            return;
          }
          // The API answers in the page's language; a request that got no answer has the default text.
          toast.error(error instanceof ApiError ? error.message : errors('default'));
        }
      },
      () => {
        if (latest.current.get(step.id) !== ticket) return;
        update(step.id, !completed);
        toast.error(errors('default'));
      },
    );
  }

  const progress = progressOf(done.size, roadmap.steps.length);

  return (
    <div>
      {tracking ? (
        <RoadmapProgressBar progress={progress} className="mb-8" />
      ) : (
        <div className="mb-8 flex flex-col gap-3 rounded-2xl border border-indigo-200 bg-primary-soft p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-indigo-900">{t('trackIntro')}</p>
          <Link
            href={signInHref}
            className="inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-lg bg-primary px-4 text-sm font-medium text-primary-foreground shadow-sm hover:bg-primary-hover"
          >
            <LogIn aria-hidden="true" className="size-4" />
            {signInLabel}
          </Link>
        </div>
      )}

      {roadmap.steps.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-8 text-center text-muted-foreground">{t('noSteps')}</p>
      ) : (
        <ol aria-label={t('stepsOf', { title: roadmap.title })} className="relative">
          {roadmap.steps.map((step, index) => {
            const isDone = done.has(step.id);
            const isLast = index === roadmap.steps.length - 1;
            const number = index + 1;
            return (
              <li key={step.id} className="relative flex gap-4 pb-8 last:pb-0 sm:gap-6">
                {!isLast && (
                  <span
                    aria-hidden="true"
                    className={clsx(
                      'absolute top-11 bottom-1 left-5 w-0.5 -translate-x-1/2 rounded-full sm:left-6',
                      isDone ? 'bg-primary' : 'bg-border',
                    )}
                  />
                )}
                <span
                  aria-hidden="true"
                  className={clsx(
                    'relative z-10 grid size-10 shrink-0 place-items-center rounded-full border-2 text-sm font-bold transition-colors sm:size-12 sm:text-base',
                    isDone ? 'border-primary bg-primary text-primary-foreground' : 'border-indigo-200 bg-card text-primary',
                  )}
                >
                  {number}
                  {isDone && (
                    <span className="absolute -right-1 -bottom-1 grid size-5 place-items-center rounded-full border-2 border-card bg-success text-white">
                      <Check className="size-3" strokeWidth={3} />
                    </span>
                  )}
                </span>
                <div
                  className={clsx(
                    'min-w-0 flex-1 rounded-2xl border p-4 shadow-sm transition-colors sm:p-5',
                    isDone ? 'border-indigo-200 bg-primary-soft/60' : 'border-border bg-card',
                  )}
                >
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0">
                      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                        {t('step', { number })}
                        {isDone && <span className="sr-only">{t('stepDone')}</span>}
                      </p>
                      <h3 className="mt-0.5 text-lg leading-snug font-semibold">{step.title}</h3>
                    </div>
                    {tracking && (
                      <button
                        type="button"
                        aria-pressed={isDone}
                        disabled={!hydrated}
                        onClick={() => toggle(step)}
                        className={clsx(
                          'inline-flex h-9 shrink-0 items-center gap-2 self-start rounded-lg border px-3 text-sm font-medium transition-colors',
                          isDone
                            ? 'border-primary bg-primary text-primary-foreground hover:bg-primary-hover'
                            : 'border-input bg-background hover:bg-muted',
                        )}
                      >
                        <span
                          aria-hidden="true"
                          className={clsx(
                            'grid size-4 place-items-center rounded border',
                            isDone ? 'border-white bg-white text-primary' : 'border-zinc-400',
                          )}
                        >
                          {isDone && <Check className="size-3" strokeWidth={3} />}
                        </span>
                        {/* The name starts with the words shown (axe label-content-name-mismatch); the step tells the buttons apart. */}
                        {isDone ? t('done') : t('markDone')}
                        <span className="sr-only"> {t('stepSuffix', { number })}</span>
                      </button>
                    )}
                  </div>
                  {step.description && <p className="mt-2 text-sm text-pretty text-muted-foreground">{step.description}</p>}
                  <StepLink step={step} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

function StepLink({ step }: { step: RoadmapStep }) {
  const t = useTranslations('roadmaps');
  const link = step.link;
  if (!link) return null;
  const className =
    'mt-3 flex w-fit max-w-full items-start gap-2 rounded-lg border border-border bg-background px-3 py-2 text-sm hover:border-indigo-200 hover:bg-primary-soft';
  if (link.kind === 'resource') {
    const { resource } = link;
    return (
      <Link href={`/resources/${resource.id}`} className={className}>
        <BookOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span className="min-w-0">
          <span className="font-medium text-primary">{resource.title}</span>{' '}
          <span className="whitespace-nowrap text-muted-foreground">
            · {t(`resourceKinds.${resource.kind}`)}
            {resource.durationMinutes ? ` · ${t('minutes', { minutes: resource.durationMinutes })}` : ''}
          </span>
        </span>
      </Link>
    );
  }
  if (link.kind === 'lesson') {
    const { lesson } = link;
    return (
      <Link href={`/courses/${lesson.courseSlug}/learn?item=${lesson.id}`} className={className}>
        <PlayCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span className="min-w-0">
          <span className="font-medium text-primary">{lesson.title}</span>{' '}
          <span className="text-muted-foreground">
            · {t(`lessonKinds.${lesson.kind}`)} ·{' '}
            {lesson.kind === 'article'
              ? t('minRead', { minutes: lesson.durationMinutes })
              : t('minutes', { minutes: lesson.durationMinutes })}{' '}
            · {t('lessonIn', { course: lesson.courseTitle })}
          </span>
        </span>
      </Link>
    );
  }
  if (link.kind === 'quiz') {
    const { quiz } = link;
    return (
      <Link href={`/quizzes/${quiz.slug}`} className={className}>
        <ListChecks aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span className="min-w-0">
          <span className="font-medium text-primary">{quiz.title}</span>{' '}
          <span className="text-muted-foreground">· {t('quizQuestions', { count: quiz.questionCount })}</span>
        </span>
      </Link>
    );
  }
  if (link.kind === 'fixme') {
    const { problem } = link;
    return (
      <Link href={`/fixme/${problem.slug}`} className={className}>
        <Bug aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span className="min-w-0">
          <span className="font-medium text-primary">{problem.title}</span>{' '}
          <span className="text-muted-foreground">
            · {t('fixmeIn', { language: FIXME_LANGUAGE_LABELS[problem.language === 'python' ? 'python' : 'javascript'] })}
          </span>
        </span>
      </Link>
    );
  }
  const { course } = link;
  return (
    <Link href={`/courses/${course.slug}`} className={className}>
      <GraduationCap aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span className="min-w-0">
        <span className="font-medium text-primary">{course.title}</span>
        {course.instituteName && (
          <span className="text-muted-foreground"> · {t('courseAt', { institute: course.instituteName })}</span>
        )}
      </span>
    </Link>
  );
}
