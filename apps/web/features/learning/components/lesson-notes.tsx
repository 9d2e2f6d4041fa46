'use client';

import { ITEM_NOTE_MAX_LENGTH } from '@lp/contract/constants';
import { formatCount } from '@lp/contract/format';
import type { ItemNote } from '@lp/contract/learning';
import { MESSAGES } from '@lp/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, Check, Lock, NotebookPen } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-error';
import { queueOffline } from '@/lib/offline-queue';
import { useContractMessage } from '@/lib/use-contract-message';
import { cn } from '@/lib/utils';
import { itemNoteKey, saveItemNote, useItemNote } from '../api/item-note';

/** How long typing pauses before the note is saved. */
export const NOTE_SAVE_DELAY_MS = 800;

/** The id of the notes' textarea, for the player's "Notes" button. */
export const NOTES_TEXTAREA_ID = 'lesson-notes-text';

type SaveState =
  | { kind: 'idle' }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  /** Written offline: kept on the device and sent once back online (lib/offline-queue.ts). */
  | { kind: 'queued' }
  | { kind: 'error'; message: string };

/**
 * The learner's private note on a lesson: saved by itself a moment after typing stops, when the
 * textarea loses focus, and when the lesson or the page is left (a keepalive request, so that it
 * still arrives). A note over the limit is not sent; the message says why.
 */
export function LessonNotes({ itemId }: { itemId: number }) {
  const t = useTranslations('learn.notesPanel');
  const note = useItemNote(itemId);
  return (
    <section
      aria-labelledby="lesson-notes-heading"
      className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h2 id="lesson-notes-heading" className="flex items-center gap-2 text-lg font-semibold">
          <NotebookPen aria-hidden="true" className="size-5 text-primary" />
          {t('heading')}
        </h2>
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Lock aria-hidden="true" className="size-3.5" />
          {t('private')}
        </p>
      </div>
      {note.isPending ? (
        <Skeleton className="h-36 w-full rounded-lg" />
      ) : note.isError ? (
        <Alert tone="error">{errorMessage(note.error)}</Alert>
      ) : (
        <NoteEditor itemId={itemId} initial={note.data.body} />
      )}
    </section>
  );
}

function NoteEditor({ itemId, initial }: { itemId: number; initial: string }) {
  const t = useTranslations('learn.notesPanel');
  const contractMessage = useContractMessage();
  const tooLongMessage = contractMessage(MESSAGES.noteTooLong);
  const queryClient = useQueryClient();
  const [text, setText] = useState(initial);
  const [state, setState] = useState<SaveState>({ kind: initial ? 'saved' : 'idle' });
  const hintId = useId();
  const statusId = useId();
  // What the textarea holds and what the server has, read by the timers and the leave handlers.
  const textRef = useRef(initial);
  const savedRef = useRef(initial);
  const timer = useRef<number | null>(null);
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());
  /** The text handed to the save queue last, until it has been sent. */
  const queuedRef = useRef<string | null>(null);

  const tooLong = text.length > ITEM_NOTE_MAX_LENGTH;

  const cancelTimer = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  }, []);

  /**
   * Sends `body` (with keepalive, so that it arrives even when the page is being left) and keeps
   * the cached note in step, so that coming back to the lesson shows what was typed.
   */
  const send = useCallback(
    async (body: string) => {
      setState({ kind: 'saving' });
      queryClient.setQueryData<ItemNote>(itemNoteKey(itemId), (old) => ({
        itemId,
        body: body.trim() === '' ? '' : body,
        updatedAt: old?.updatedAt ?? null,
      }));
      try {
        const saved = await saveItemNote(itemId, body, { keepalive: true });
        savedRef.current = body;
        queryClient.setQueryData<ItemNote>(itemNoteKey(itemId), saved);
        if (textRef.current === body) setState({ kind: 'saved' });
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 0) {
          if (await queueOffline({ kind: 'note', itemId, body })) {
            savedRef.current = body;
            if (textRef.current === body) setState({ kind: 'queued' });
            return;
          }
        }
        void queryClient.invalidateQueries({ queryKey: itemNoteKey(itemId) });
        setState({ kind: 'error', message: errorMessage(failure) });
      }
    },
    [itemId, queryClient],
  );

  /** Saves what the textarea holds now, after any save still on its way (so the last text wins). */
  const save = useCallback(() => {
    cancelTimer();
    const body = textRef.current;
    if (body === savedRef.current || body === queuedRef.current) return;
    if (body.length > ITEM_NOTE_MAX_LENGTH) {
      setState({ kind: 'error', message: tooLongMessage });
      return;
    }
    queuedRef.current = body;
    inFlight.current = inFlight.current.then(async () => {
      if (body !== savedRef.current) await send(body);
      if (queuedRef.current === body) queuedRef.current = null;
    });
  }, [send, cancelTimer, tooLongMessage]);

  /**
   * Leaving: another lesson (unmounted; a save already queued still goes out) or the page or tab
   * (hidden; sent at once, since queued work may never run).
   */
  const flushOnLeave = useCallback(
    (how: 'unmount' | 'hide') => {
      cancelTimer();
      const body = textRef.current;
      if (body === savedRef.current || body.length > ITEM_NOTE_MAX_LENGTH) return;
      if (how === 'unmount' && body === queuedRef.current) return;
      void send(body);
    },
    [send, cancelTimer],
  );

  useEffect(() => {
    const onPageHide = () => flushOnLeave('hide');
    const onHide = () => {
      if (document.visibilityState === 'hidden') flushOnLeave('hide');
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onHide);
      // Unmounted: the learner moved to another lesson or page.
      flushOnLeave('unmount');
    };
  }, [flushOnLeave]);

  const onChange = (value: string) => {
    setText(value);
    textRef.current = value;
    cancelTimer();
    if (value === savedRef.current) {
      setState({ kind: value ? 'saved' : 'idle' });
      return;
    }
    if (value.length > ITEM_NOTE_MAX_LENGTH) {
      setState({ kind: 'error', message: tooLongMessage });
      return;
    }
    setState({ kind: 'dirty' });
    timer.current = window.setTimeout(save, NOTE_SAVE_DELAY_MS);
  };

  const error = state.kind === 'error' ? state.message : null;
  return (
    <div className="grid gap-2">
      <label htmlFor={NOTES_TEXTAREA_ID} className="sr-only">
        {t('label')}
      </label>
      <Textarea
        id={NOTES_TEXTAREA_ID}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onBlur={save}
        rows={6}
        placeholder={t('placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${statusId} ${hintId}`}
        className="min-h-36 resize-y"
      />
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-sm">
        <p id={statusId} role="status" aria-live="polite" className="min-h-5">
          {state.kind === 'saving' ? <span className="text-muted-foreground">{t('saving')}</span> : null}
          {state.kind === 'dirty' ? <span className="text-muted-foreground">{t('unsaved')}</span> : null}
          {state.kind === 'saved' ? (
            <span className="inline-flex items-center gap-1 font-medium text-success">
              <Check aria-hidden="true" className="size-4" />
              {t('saved')}
            </span>
          ) : null}
          {state.kind === 'queued' ? <span className="text-muted-foreground">{t('queued')}</span> : null}
          {error ? (
            <span className="inline-flex items-start gap-1 text-destructive">
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {error}
            </span>
          ) : null}
        </p>
        <p id={hintId} className={cn('tabular-nums text-muted-foreground', tooLong && 'font-medium text-destructive')}>
          {formatCount(text.length)} / {formatCount(ITEM_NOTE_MAX_LENGTH)}
          <span className="sr-only"> {t('characters')}</span>
        </p>
      </div>
    </div>
  );
}
