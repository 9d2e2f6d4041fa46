'use client';

import { POINTS } from '@lp/contract/constants';
import type { SlideDeck, SlideState } from '@lp/contract/learning';
import { clsx } from 'clsx';
import { CheckCircle2, ChevronLeft, ChevronRight, Crown, Expand, LayoutGrid, Shrink } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, type ReactNode, type TouchEvent, useCallback, useEffect, useRef, useState } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/components/ui/link';
import { errorMessage } from '@/lib/api-error';
import { signInPath } from '@/lib/safe-callback-url';
import { useAppSession } from '@/lib/session';
import { startDeck, useCompleteDeck } from '../api/slide-progress';

export type NextDeck = { slug: string; title: string } | null;

/** A horizontal swipe at least this long (px), and clearly more sideways than up or down, turns the slide. */
const SWIPE_PX = 50;

/** Keys that turn slides: → and PageDown forward, ← and PageUp back, Home and End to the ends. */
function stepFor(key: string): 'next' | 'prev' | 'first' | 'last' | null {
  if (key === 'ArrowRight' || key === 'PageDown') return 'next';
  if (key === 'ArrowLeft' || key === 'PageUp') return 'prev';
  if (key === 'Home') return 'first';
  if (key === 'End') return 'last';
  return null;
}

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && Boolean(target.closest('input, textarea, select, [contenteditable="true"]'));

/** The height the sticky site header takes, so that the page viewer fills exactly the rest of the screen. */
function useHeaderHeight(enabled: boolean): number {
  const [height, setHeight] = useState(64);
  useEffect(() => {
    if (!enabled) return;
    const header = document.querySelector('body > header, header');
    if (!(header instanceof HTMLElement)) return;
    const measure = () => setHeight(header.offsetHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, [enabled]);
  return height;
}

/** A premium deck for someone without a plan: what it covers and the way to premium. */
function LockedDeck({ deck, signedIn, inline }: { deck: SlideDeck; signedIn: boolean; inline: boolean }) {
  const t = useTranslations('slides');
  return (
    <div className={clsx('mx-auto grid max-w-xl place-items-center px-4 text-center', inline ? 'py-6' : 'py-12')}>
      {inline ? null : (
        <Link href="/slides" className={clsx(buttonClassName({ variant: 'ghost', size: 'sm' }), 'mb-6 justify-self-start')}>
          <LayoutGrid aria-hidden="true" />
          {t('allSlides')}
        </Link>
      )}
      <span className="grid size-14 place-items-center rounded-full bg-zinc-900 text-white">
        <Crown aria-hidden="true" className="size-6" />
      </span>
      {inline ? (
        <p className="mt-4 text-lg font-semibold">{deck.title}</p>
      ) : (
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-balance">{deck.title}</h1>
      )}
      <p className="mt-1 text-muted-foreground">{deck.summary}</p>
      <p className="mt-4 font-medium">{t('lockedText', { count: deck.slideCount })}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        <Link href="/premium" className={buttonClassName({ size: 'lg' })}>
          <Crown aria-hidden="true" />
          {t('seePlans')}
        </Link>
        {signedIn ? null : (
          <Link href={signInPath(`/slides/${deck.slug}`)} className={buttonClassName({ variant: 'outline', size: 'lg' })}>
            {t('signIn')}
          </Link>
        )}
      </div>
    </div>
  );
}

/**
 * The slide viewer: one slide at a time, ← → (and Home, End, PageUp, PageDown) or a swipe to move,
 * "3 / 9" and a bar for progress. Opening it records the start; reaching the last slide completes
 * the deck (points once) and says what was earned. `page`: fills the screen under the site header
 * (and can go full screen); `inline`: a block inside the course player, which keeps its own ← →
 * for lessons: the viewer takes the arrows only while it has focus.
 */
export function SlideViewer({
  deck,
  bodies,
  variant,
  next = null,
  onFinished,
}: {
  deck: SlideDeck;
  /** Each slide's body, rendered by `slideBodies` (on the server for the deck's page, so that its Markdown renderer stays out of the browser's bundle). */
  bodies: ReactNode[];
  variant: 'page' | 'inline';
  next?: NextDeck;
  /** Called once the deck is completed on the server (the course player completes the lesson with it). */
  onFinished?: (state: SlideState) => void;
}) {
  const t = useTranslations('slides');
  const session = useAppSession();
  const signedIn = session.status === 'authenticated';
  const page = variant === 'page';
  const slides = deck.slides;
  const total = slides.length;
  const [index, setIndex] = useState(0);
  const [earned, setEarned] = useState<SlideState | null>(null);
  const complete = useCompleteDeck();
  const rootRef = useRef<HTMLElement>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [canFullscreen, setCanFullscreen] = useState(false);
  const headerHeight = useHeaderHeight(page && !fullscreen);
  const last = total > 0 && index === total - 1;

  const go = useCallback(
    (step: 'next' | 'prev' | 'first' | 'last') =>
      setIndex((current) => {
        if (step === 'first') return 0;
        if (step === 'last') return Math.max(0, total - 1);
        return Math.min(Math.max(0, current + (step === 'next' ? 1 : -1)), Math.max(0, total - 1));
      }),
    [total],
  );

  // Opening the deck records the start (once per deck).
  const started = useRef<number | null>(null);
  useEffect(() => {
    if (!signedIn || deck.locked || total === 0 || started.current === deck.id) return;
    started.current = deck.id;
    void startDeck(deck.id).catch(() => {});
  }, [signedIn, deck.locked, deck.id, total]);

  // Reaching the last slide completes the deck (once per visit; the server awards points once ever).
  const completed = useRef<number | null>(null);
  useEffect(() => {
    if (!last || !signedIn || deck.locked || completed.current === deck.id) return;
    completed.current = deck.id;
    complete.mutate(deck.id, {
      onSuccess: (state) => {
        setEarned(state);
        onFinished?.(state);
      },
      onError: () => {
        completed.current = null;
      },
    });
  }, [last, signedIn, deck.locked, deck.id, complete, onFinished]);

  // The page viewer takes the arrow keys everywhere on the page; the inline one only while focused (below).
  useEffect(() => {
    if (!page) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented || typingIn(event.target)) return;
      const step = stepFor(event.key);
      if (!step) return;
      event.preventDefault();
      go(step);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [page, go]);

  const onInlineKey = (event: KeyboardEvent) => {
    if (page || event.altKey || event.ctrlKey || event.metaKey || typingIn(event.target)) return;
    const step = stepFor(event.key);
    if (!step) return;
    event.preventDefault();
    event.stopPropagation();
    go(step);
  };

  const touch = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (event: TouchEvent) => {
    const point = event.touches[0];
    touch.current = point ? { x: point.clientX, y: point.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const from = touch.current;
    const point = event.changedTouches[0];
    touch.current = null;
    if (!from || !point) return;
    const dx = point.clientX - from.x;
    const dy = point.clientY - from.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy) * 1.5) go(dx < 0 ? 'next' : 'prev');
  };

  useEffect(() => {
    setCanFullscreen(page && typeof document !== 'undefined' && document.fullscreenEnabled);
    const onChange = () => setFullscreen(document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [page]);
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void rootRef.current?.requestFullscreen().catch(() => {});
  };

  if (deck.locked) return <LockedDeck deck={deck} signedIn={signedIn} inline={!page} />;
  if (total === 0) return <p className="py-10 text-center text-muted-foreground">{t('noSlides')}</p>;

  const slide = slides[index]!;
  const percent = Math.round(((index + 1) / total) * 100);
  const backLink = (
    <Link href="/slides" className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
      <LayoutGrid aria-hidden="true" />
      <span className="max-sm:sr-only">{t('allSlides')}</span>
    </Link>
  );

  return (
    <section
      ref={rootRef}
      aria-roledescription={t('roleDeck')}
      aria-label={deck.title}
      tabIndex={page ? undefined : 0}
      onKeyDown={onInlineKey}
      data-testid="slide-viewer"
      className={clsx(
        'flex flex-col outline-none',
        page
          ? ['mx-auto w-full bg-background', fullscreen ? 'h-full max-w-none px-[4vw]' : 'max-w-5xl']
          : 'h-[32rem] max-h-[80dvh] overflow-hidden rounded-2xl border border-border bg-card shadow-sm focus-visible:ring-2 focus-visible:ring-ring',
      )}
      style={page && !fullscreen ? { height: `calc(100dvh - ${headerHeight}px)` } : undefined}
    >
      <div className={clsx('flex items-center gap-2 border-b border-border px-3 py-2', page && 'sm:px-4')}>
        {page ? backLink : null}
        {page ? (
          <h1 className="min-w-0 flex-1 truncate text-sm font-semibold">{deck.title}</h1>
        ) : (
          <p className="min-w-0 flex-1 truncate text-sm font-semibold">{deck.title}</p>
        )}
        <p
          className="shrink-0 text-sm font-medium tabular-nums text-muted-foreground"
          aria-hidden="true"
          data-testid="slide-counter"
        >
          {index + 1} / {total}
        </p>
        {canFullscreen ? (
          <button
            type="button"
            className={clsx(buttonClassName({ variant: 'ghost', size: 'icon' }), 'max-sm:hidden')}
            onClick={toggleFullscreen}
            aria-label={fullscreen ? t('leaveFullScreen') : t('fullScreen')}
          >
            {fullscreen ? <Shrink aria-hidden="true" /> : <Expand aria-hidden="true" />}
          </button>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-label={t('seen')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={index + 1}
        aria-valuetext={t('slideOf', { number: index + 1, total })}
        className="h-1.5 bg-muted"
      >
        <div className="h-full bg-primary transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
      <p className="sr-only" aria-live="polite">
        {t('slideOfTitled', { number: index + 1, total, title: slide.title })}
      </p>

      <article
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a slide that scrolls must be reachable by keyboard
        tabIndex={0}
        aria-label={t('slideTitled', { number: index + 1, title: slide.title })}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        className={clsx(
          'min-h-0 flex-1 touch-pan-y overflow-y-auto outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
          page ? 'bg-surface p-3 sm:p-8' : 'px-4 py-6 sm:px-10 sm:py-8',
        )}
      >
        <div
          key={index}
          className={clsx(
            'mx-auto',
            page
              ? 'flex min-h-full max-w-4xl flex-col rounded-2xl border border-border bg-card px-5 py-6 shadow-sm sm:px-14 sm:py-12'
              : 'max-w-3xl',
          )}
        >
          {page ? (
            <p className="mb-3 text-xs font-semibold tracking-wide text-primary uppercase sm:mb-5 sm:text-sm">
              {deck.stream ? `${deck.stream.name} · ` : ''}
              {t('slide', { number: index + 1 })}
            </p>
          ) : null}
          <h2 className={clsx('font-bold tracking-tight text-balance', page ? 'text-2xl sm:text-4xl' : 'text-xl sm:text-2xl')}>
            {slide.title}
          </h2>
          {bodies[index]}
        </div>
      </article>

      {last ? (
        <FinishBar
          deck={deck}
          signedIn={signedIn}
          saving={complete.isPending}
          error={complete.isError ? errorMessage(complete.error) : null}
          earned={earned}
          next={page ? next : null}
          page={page}
        />
      ) : null}

      <div className="flex items-center gap-2 border-t border-border px-3 py-3 sm:px-4">
        <button
          type="button"
          className={buttonClassName({ variant: 'outline' })}
          onClick={() => go('prev')}
          disabled={index === 0}
          aria-label={t('previousSlide')}
          aria-keyshortcuts="ArrowLeft"
        >
          <ChevronLeft aria-hidden="true" />
          <span className="max-sm:sr-only">{t('previous')}</span>
        </button>
        <p className="flex-1 text-center text-xs text-muted-foreground max-sm:hidden">
          {page ? t('keysHintPage') : t('keysHintInline')}
        </p>
        <span className="flex-1 sm:hidden" />
        {last ? (
          page && next ? (
            <Link href={`/slides/${next.slug}`} className={buttonClassName()}>
              {t('nextDeck')}
              <ChevronRight aria-hidden="true" />
            </Link>
          ) : page ? (
            <Link href="/slides" className={buttonClassName()}>
              {t('allSlides')}
            </Link>
          ) : (
            <button type="button" className={buttonClassName({ variant: 'outline' })} onClick={() => go('first')}>
              {t('startAgain')}
            </button>
          )
        ) : (
          <button
            type="button"
            className={buttonClassName()}
            onClick={() => go('next')}
            aria-label={t('nextSlide')}
            aria-keyshortcuts="ArrowRight"
          >
            <span>{t('next')}</span>
            <ChevronRight aria-hidden="true" />
          </button>
        )}
      </div>
    </section>
  );
}

/** Under the last slide: the deck is done, what it earned, and where to go next. */
function FinishBar({
  deck,
  signedIn,
  saving,
  error,
  earned,
  next,
  page,
}: {
  deck: SlideDeck;
  signedIn: boolean;
  saving: boolean;
  error: string | null;
  earned: SlideState | null;
  next: NextDeck;
  page: boolean;
}) {
  const t = useTranslations('slides');
  if (!signedIn) {
    return (
      <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-t border-border bg-primary-soft px-4 py-2 text-sm">
        <span>{t('endSignIn', { points: POINTS.slideDeck })}</span>
        <Link href={signInPath(`/slides/${deck.slug}`)} className="font-semibold text-primary underline">
          {t('signIn')}
        </Link>
      </div>
    );
  }
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-t border-emerald-200 bg-success-soft px-4 py-2 text-sm"
      data-testid="slide-finish"
    >
      {error ? (
        <span className="text-destructive">{error}</span>
      ) : saving || !earned ? (
        <span>{t('savingProgress')}</span>
      ) : (
        <>
          <span className="inline-flex items-center gap-1.5 font-semibold text-emerald-800">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {t('deckComplete')}
          </span>
          <span className="text-emerald-900">
            {earned.pointsAwarded > 0 ? t('points', { points: earned.pointsAwarded }) : t('pointsAlready')}
          </span>
          {page && next ? (
            <span className="text-muted-foreground max-sm:hidden">
              {t('nextLabel')}{' '}
              <Link href={`/slides/${next.slug}`} className="font-medium text-primary underline">
                {next.title}
              </Link>
            </span>
          ) : null}
        </>
      )}
    </div>
  );
}
