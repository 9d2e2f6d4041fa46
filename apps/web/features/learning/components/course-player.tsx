'use client';

import { POINTS } from '@lp/contract/constants';
import type { CourseContext } from '@lp/contract/courses';
import type { SlideCollectionCard } from '@lp/contract/learning';
import { useQueryClient } from '@tanstack/react-query';
import {
  Award,
  CheckCircle2,
  ChevronLeft,
  ChevronRight,
  Circle,
  Crown,
  FileText,
  ListChecks,
  ListTree,
  NotebookPen,
  PencilRuler,
  PlayCircle,
  Presentation,
} from 'lucide-react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Markdown } from '@/components/markdown';
import { useOnline } from '@/components/offline-support';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useRequireSession } from '@/lib/use-require-session';
import { cn } from '@/lib/utils';
import { useCourseContext } from '../api/get-course-context';
import { usePlayerItem } from '../api/get-player-item';
import { startItem, useCompleteItem } from '../api/item-progress';
import { useSlideCollections } from '../api/slide-collections';
import { EnrolButton } from './enrol-button';
import { InlineDeck } from './inline-deck';
import { LessonNotes, NOTES_TEXTAREA_ID } from './lesson-notes';
import { QuizTaker } from './quiz-taker';
import { SaveForOffline } from './save-for-offline';
import { SlideCollectionPanel } from './slide-collection-panel';
import { VideoLesson } from './video-lesson';

type Item = CourseContext['modules'][number]['items'][number];

type Translate = ReturnType<typeof useTranslations<'learn'>>;

/** "Video · 12 min", "Article · 4 min read", in the page's language. */
function lengthLabel(t: Translate, kind: Item['kind'], minutes: number): string {
  const length = kind === 'article' ? t('minRead', { minutes }) : t('minutes', { minutes });
  return `${t(`kinds.${kind}`)} · ${length}`;
}

const KIND_ICON = {
  video: PlayCircle,
  article: FileText,
  exercise: PencilRuler,
  quiz: ListChecks,
  slides: Presentation,
} as const;

function Outline({
  context,
  currentId,
  onPick,
  collections,
  currentCollectionId,
  onPickCollection,
}: {
  context: CourseContext;
  currentId: number | null;
  onPick: (id: number) => void;
  collections: SlideCollectionCard[];
  currentCollectionId: number | null;
  onPickCollection: (id: number) => void;
}) {
  const t = useTranslations('learn');
  return (
    <nav aria-label={t('outline')}>
      <ol className="grid gap-4">
        {context.modules.map((module, m) => (
          <li key={module.id}>
            <p className="px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {t('module', { number: m + 1 })}
            </p>
            <p className="px-2 pb-1 text-sm font-semibold">{module.title}</p>
            <ul className="grid gap-0.5">
              {module.items.map((item) => {
                const done = Boolean(item.progress?.completedAt);
                const current = item.id === currentId;
                const Icon = KIND_ICON[item.kind];
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      onClick={() => onPick(item.id)}
                      aria-current={current ? 'step' : undefined}
                      className={cn(
                        'flex w-full items-start gap-2 rounded-lg px-2 py-2 text-left text-sm transition-colors hover:bg-muted',
                        current && 'bg-primary-soft font-medium text-indigo-900 hover:bg-primary-soft',
                      )}
                    >
                      {done ? (
                        <CheckCircle2 aria-label={t('completed')} className="mt-0.5 size-4 shrink-0 text-success" />
                      ) : (
                        <Circle aria-label={t('notCompleted')} className="mt-0.5 size-4 shrink-0 text-zinc-300" />
                      )}
                      <span className="min-w-0 flex-1">
                        <span className="block">{item.title}</span>
                        <span className="flex items-center gap-1 text-xs text-muted-foreground">
                          <Icon aria-hidden="true" className="size-3" />
                          {lengthLabel(t, item.kind, item.durationMinutes)}
                        </span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
        {collections.length > 0 ? (
          <li>
            <p className="px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('reviseAndCheck')}</p>
            <ul className="mt-1 grid gap-0.5">
              {collections.map((collection) => {
                const current = collection.id === currentCollectionId;
                return (
                  <li key={collection.id}>
                    <button
                      type="button"
                      onClick={() => onPickCollection(collection.id)}
                      aria-current={current ? 'step' : undefined}
                      className={cn(
                        'flex w-full items-start gap-2 rounded-lg px-2 py-2 text-left text-sm transition-colors hover:bg-muted',
                        current && 'bg-primary-soft font-medium text-indigo-900 hover:bg-primary-soft',
                      )}
                    >
                      {collection.progress?.passedAt ? (
                        <CheckCircle2 aria-label={t('checkPassed')} className="mt-0.5 size-4 shrink-0 text-success" />
                      ) : (
                        <Circle aria-label={t('checkNotPassed')} className="mt-0.5 size-4 shrink-0 text-zinc-300" />
                      )}
                      <span className="min-w-0 flex-1">
                        <span className="block">{collection.title}</span>
                        <span className="flex items-center gap-1 text-xs text-muted-foreground">
                          <Presentation aria-hidden="true" className="size-3" />
                          {t('decksAndQuestions', { decks: collection.deckCount, questions: collection.questionCount })}
                        </span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

function CourseProgress({ percent, completed, total }: { percent: number; completed: number; total: number }) {
  const t = useTranslations('learn');
  return (
    <div className="flex items-center gap-3">
      <ProgressBar label={t('courseProgress')} percent={percent} />
      <span className="shrink-0 text-sm text-muted-foreground" data-testid="progress-text">
        {completed}/{total} · {percent}%
      </span>
    </div>
  );
}

/**
 * What an item holds, each in its viewer inside the player: the video, the slide deck, the
 * written part and the quiz (a lesson that ends with a quiz shows it after the text; a quiz item
 * starts with it). Finishing the deck or passing the quiz calls `onFinished`.
 */
function ItemBody({ item, onFinished }: { item: Item; onFinished: () => void }) {
  const t = useTranslations('learn');
  const query = usePlayerItem(item.id);
  const online = useOnline();
  if (query.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (query.isError) return <ItemUnavailable error={query.error} />;
  const { content, progress } = query.data;
  const quiz = content.quiz ? (
    <section aria-labelledby="lesson-quiz-heading" className="grid grid-cols-1 gap-4">
      <div className="flex items-start gap-3 rounded-2xl border border-indigo-200 bg-primary-soft p-4">
        <ListChecks aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <h2 id="lesson-quiz-heading" className="font-semibold">
            {t('lessonQuiz', { title: content.quiz.title })}
          </h2>
          <p className="text-sm text-muted-foreground">{t('lessonQuizHint')}</p>
        </div>
      </div>
      <QuizTaker
        idOrSlug={content.quiz.slug}
        variant="inline"
        offlineItemId={item.id}
        onResult={(result) => {
          if (result.passed) onFinished();
        }}
      />
    </section>
  ) : null;
  return (
    <div className="grid grid-cols-1 gap-6">
      {item.kind === 'video' && content.videoUrl ? (
        <VideoLesson
          itemId={item.id}
          src={content.videoUrl}
          renditions={content.renditions}
          poster={content.posterUrl}
          captions={content.captionsUrl}
          title={item.title}
          startAt={progress?.positionSeconds ?? 0}
          onEnded={onFinished}
          smallest={!online}
        />
      ) : null}
      {item.kind === 'quiz' ? quiz : null}
      {content.deck ? <InlineDeck deckId={content.deck.id} onFinished={onFinished} /> : null}
      {content.body ? (
        <Markdown source="course" className="max-w-none">
          {content.body}
        </Markdown>
      ) : null}
      {content.problem ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-indigo-200 bg-primary-soft p-4">
          <p className="font-semibold">{t('exercise', { title: content.problem.title })}</p>
          <Link href={`/fixme/${content.problem.slug}`} className={buttonVariants()}>
            {t('openExercise')}
          </Link>
        </div>
      ) : null}
      {item.kind === 'quiz' ? null : quiz}
    </div>
  );
}

/**
 * An item the player cannot open. A 404 means the lesson is gone (the studio removed it since the
 * outline was loaded): the learner reloads the outline, which leaves it out.
 */
function ItemUnavailable({ error }: { error: Error }) {
  const queryClient = useQueryClient();
  const t = useTranslations('learn');
  return (
    <Alert tone="error" className="grid gap-3">
      <p>{errorMessage(error)}</p>
      {error instanceof ApiError && error.status === 404 ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => queryClient.invalidateQueries({ queryKey: ['learning', 'context'] })}
        >
          <ListTree aria-hidden="true" />
          {t('showCurrentLessons')}
        </Button>
      ) : null}
    </Alert>
  );
}

/** The course player: outline with ticks, the item, previous / next, progress, resume, ← → keys. */
export function CoursePlayer({ slug }: { slug: string }) {
  const t = useTranslations('learn');
  const session = useRequireSession();
  const signedIn = session.status === 'authenticated';
  const context = useCourseContext(slug, signedIn);
  const complete = useCompleteItem();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [outlineOpen, setOutlineOpen] = useState(false);
  const [earned, setEarned] = useState<{ points: number; certificateCode: string | null } | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  const items = useMemo(() => context.data?.modules.flatMap((m) => m.items) ?? [], [context.data]);
  const requested = Number(searchParams.get('item'));
  const currentId = items.some((i) => i.id === requested) ? requested : (context.data?.resumeItemId ?? items[0]?.id ?? null);
  const index = items.findIndex((i) => i.id === currentId);
  const current = index >= 0 ? items[index]! : null;
  const enrolled = Boolean(context.data?.enrolment);
  const collectionsQuery = useSlideCollections(slug, enrolled);
  const collections = collectionsQuery.data?.results ?? [];
  const requestedCollection = Number(searchParams.get('collection'));
  const activeCollection = collections.find((c) => c.id === requestedCollection) ?? null;

  const go = useCallback(
    (id: number) => {
      setOutlineOpen(false);
      setEarned(null);
      router.replace(`${pathname}?item=${id}`, { scroll: false });
      contentRef.current?.focus({ preventScroll: true });
      window.scrollTo({ top: 0 });
    },
    [router, pathname],
  );

  const openCollection = useCallback(
    (id: number) => {
      setOutlineOpen(false);
      setEarned(null);
      router.replace(`${pathname}?collection=${id}`, { scroll: false });
      contentRef.current?.focus({ preventScroll: true });
      window.scrollTo({ top: 0 });
    },
    [router, pathname],
  );

  // Opening an item records its start and makes it the resume point.
  const started = useRef<number | null>(null);
  useEffect(() => {
    if (!enrolled || activeCollection || currentId === null || started.current === currentId) return;
    started.current = currentId;
    void startItem(currentId).catch(() => {});
  }, [enrolled, activeCollection, currentId]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, video, [contenteditable="true"]')) return;
      // The inline slide viewer keeps the arrows while it has focus; a collection has no previous / next lesson.
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented || activeCollection) return;
      if (event.key === 'ArrowRight' && index >= 0 && index < items.length - 1) go(items[index + 1]!.id);
      if (event.key === 'ArrowLeft' && index > 0) go(items[index - 1]!.id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, items, go, activeCollection]);

  if (session.status !== 'authenticated' || context.isPending) {
    return (
      <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8" aria-busy="true">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (context.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <Alert tone="error">{errorMessage(context.error)}</Alert>
      </div>
    );
  }
  const data = context.data;
  if (data.locked) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <p className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
          <Crown aria-hidden="true" className="size-3.5" />
          {t('includedInPremium')}
        </p>
        <h1 className="mt-3 text-2xl font-bold tracking-tight">{data.course.title}</h1>
        <p className="mt-2 text-muted-foreground">{t('lockedLessons', { count: data.progress.totalItems })}</p>
        <div className="mx-auto mt-6 grid max-w-xs gap-3">
          <Link href="/premium" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
            <Crown aria-hidden="true" />
            {t('upgrade')}
          </Link>
          <Link href={`/courses/${data.course.slug}`} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
            {t('seeSyllabus')}
          </Link>
        </div>
      </div>
    );
  }
  if (!data.enrolment) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold tracking-tight">{data.course.title}</h1>
        <p className="mt-2 text-muted-foreground">{data.course.isPremium ? t('enrolToOpenPremium') : t('enrolToOpenFree')}</p>
        <div className="mx-auto mt-6 max-w-xs">
          <EnrolButton courseId={data.course.id} slug={data.course.slug} isPremium={data.course.isPremium} />
        </div>
      </div>
    );
  }

  const done = Boolean(current?.progress?.completedAt);
  const prev = index > 0 ? items[index - 1] : undefined;
  const next = index >= 0 && index < items.length - 1 ? items[index + 1] : undefined;
  const moduleOf = data.modules.find((m) => m.items.some((i) => i.id === current?.id));
  // Finishing a slide lesson's deck, or passing a lesson's quiz, completes the lesson too.
  const finishLesson = () => {
    if (!current || done || complete.isPending) return;
    complete.mutate(current.id, {
      onSuccess: (state) => setEarned({ points: state.pointsAwarded, certificateCode: state.certificateCode }),
    });
  };
  const endCheck = collections.find((c) => !c.progress?.passedAt) ?? collections[0];

  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-28 sm:px-6 lg:pb-10">
      {/* Sticks below the site header (65 px; 109 px from lg, with its row of sections). It is 89 px tall (77 px from
          lg): the outline and an inline quiz's clock stick below it. */}
      <div className="sticky top-[65px] z-10 -mx-4 border-b border-border bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:top-[109px]">
        <div className="flex items-center gap-3">
          <Link href={`/courses/${data.course.slug}`} className="min-w-0 flex-1 truncate font-semibold hover:text-primary">
            {data.course.title}
          </Link>
          <Button
            variant="outline"
            size="sm"
            className="lg:hidden"
            aria-expanded={outlineOpen}
            aria-controls="player-outline"
            onClick={() => setOutlineOpen((open) => !open)}
          >
            <ListTree aria-hidden="true" />
            {t('outlineButton')}
          </Button>
        </div>
        <div className="mt-2">
          <CourseProgress {...data.progress} completed={data.progress.completedItems} total={data.progress.totalItems} />
        </div>
        <SaveForOffline slug={data.course.slug} />
      </div>

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[19rem_minmax(0,1fr)]">
        <aside
          id="player-outline"
          className={cn(
            'lg:sticky lg:top-[198px] lg:block lg:max-h-[calc(100vh-210px)] lg:overflow-y-auto',
            outlineOpen ? 'block rounded-2xl border border-border bg-card p-3 shadow-sm' : 'hidden',
          )}
        >
          <Outline
            context={data}
            currentId={activeCollection ? null : currentId}
            onPick={go}
            collections={collections}
            currentCollectionId={activeCollection?.id ?? null}
            onPickCollection={openCollection}
          />
        </aside>

        <main ref={contentRef} tabIndex={-1} className="min-w-0 outline-none">
          {data.enrolment.completedAt || earned?.certificateCode ? (
            <Alert tone="success" className="mb-6 flex flex-wrap items-center justify-between gap-3">
              <span className="flex items-center gap-2">
                <Award aria-hidden="true" className="size-5" />
                {t('finished')}
              </span>
              <CertificateLink code={earned?.certificateCode ?? data.enrolment.certificateCode} />
            </Alert>
          ) : null}
          {activeCollection ? (
            <div className="grid gap-6">
              <SlideCollectionPanel key={activeCollection.id} id={activeCollection.id} />
              {current ? (
                <Button variant="outline" className="justify-self-start" onClick={() => go(current.id)}>
                  <ChevronLeft aria-hidden="true" />
                  {t('backToLessons')}
                </Button>
              ) : null}
            </div>
          ) : current ? (
            <article aria-labelledby="item-title">
              <div className="flex items-start justify-between gap-3">
                <p className="text-sm text-muted-foreground">
                  {moduleOf ? `${moduleOf.title} · ` : ''}
                  {lengthLabel(t, current.kind, current.durationMinutes)} ·{' '}
                  {t('lessonOf', { number: index + 1, total: items.length })}
                </p>
                <Button
                  variant="outline"
                  size="sm"
                  className="shrink-0"
                  aria-controls={NOTES_TEXTAREA_ID}
                  onClick={() => {
                    const notes = document.getElementById(NOTES_TEXTAREA_ID);
                    notes?.scrollIntoView({ block: 'center' });
                    notes?.focus({ preventScroll: true });
                  }}
                >
                  <NotebookPen aria-hidden="true" />
                  {t('notes')}
                </Button>
              </div>
              <h1 id="item-title" className="mt-1 mb-6 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
                {current.title}
              </h1>
              <ItemBody key={current.id} item={current} onFinished={finishLesson} />
              {!next && endCheck ? (
                <div className="mt-8 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-indigo-200 bg-primary-soft p-4">
                  <div>
                    <p className="font-semibold">{t('endCheck', { title: endCheck.title })}</p>
                    <p className="text-sm text-muted-foreground">
                      {t('endCheckHint', {
                        decks: endCheck.deckCount,
                        questions: endCheck.questionCount,
                        points: POINTS.slideCollectionPassed,
                      })}
                    </p>
                  </div>
                  <Button onClick={() => openCollection(endCheck.id)}>
                    <Presentation aria-hidden="true" />
                    {endCheck.progress?.passedAt ? t('reviseAgain') : t('startCheck')}
                  </Button>
                </div>
              ) : null}

              <div className="mt-8">
                <LessonNotes key={current.id} itemId={current.id} />
              </div>

              <div className="fixed inset-x-0 bottom-0 z-20 border-t border-border bg-background/95 px-4 py-3 backdrop-blur lg:static lg:mt-10 lg:rounded-2xl lg:border lg:bg-card lg:p-4">
                <div className="mx-auto flex max-w-7xl items-center gap-2">
                  <Button
                    variant="outline"
                    disabled={!prev}
                    onClick={() => prev && go(prev.id)}
                    aria-label={t('previousLesson')}
                    aria-keyshortcuts="ArrowLeft"
                  >
                    <ChevronLeft aria-hidden="true" />
                    <span className="hidden sm:inline">{t('previous')}</span>
                  </Button>
                  <div className="flex flex-1 justify-center">
                    {done ? (
                      <span className="inline-flex items-center gap-1.5 text-sm font-medium text-success">
                        <CheckCircle2 aria-hidden="true" className="size-4" />
                        {t('completed')}
                      </span>
                    ) : (
                      <Button
                        disabled={complete.isPending}
                        onClick={() =>
                          complete.mutate(current.id, {
                            onSuccess: (state) =>
                              setEarned({ points: state.pointsAwarded, certificateCode: state.certificateCode }),
                          })
                        }
                      >
                        <CheckCircle2 aria-hidden="true" />
                        {complete.isPending ? t('saving') : t('markComplete')}
                      </Button>
                    )}
                  </div>
                  <Button
                    variant={done ? 'default' : 'outline'}
                    disabled={!next}
                    onClick={() => next && go(next.id)}
                    aria-label={t('nextLesson')}
                    aria-keyshortcuts="ArrowRight"
                  >
                    <span className="hidden sm:inline">{t('next')}</span>
                    <ChevronRight aria-hidden="true" />
                  </Button>
                </div>
              </div>
              {earned && earned.points > 0 ? (
                <p role="status" className="mt-4 text-center text-sm font-medium text-success">
                  {t('pointsEarned', { points: earned.points })}
                </p>
              ) : null}
              {complete.isError ? (
                <p role="alert" className="mt-4 text-center text-sm text-destructive">
                  {errorMessage(complete.error)}
                </p>
              ) : null}
              <p className="mt-6 hidden text-center text-xs text-muted-foreground lg:block">
                {t('keysHint', { points: POINTS.moduleItem })}
              </p>
            </article>
          ) : (
            <p className="text-muted-foreground">{t('noLessons')}</p>
          )}
        </main>
      </div>
    </div>
  );
}

function CertificateLink({ code }: { code: string | null }) {
  const t = useTranslations('learn');
  if (!code) return null;
  return (
    <Link href={`/certificates/${code}`} className={buttonVariants({ size: 'sm' })}>
      {t('viewCertificate')}
    </Link>
  );
}
