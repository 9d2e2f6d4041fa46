'use client';

import { clsx } from 'clsx';
import { ThumbsUp } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { setVote } from '../api/answer-calls';

/** Upvote a question or answer (optimistic; the server's score wins). Visitors and authors see the count only. */
export function VoteButton({
  kind,
  id,
  score,
  voted,
  canVote,
  reason,
}: {
  kind: 'question' | 'answer';
  id: number;
  score: number;
  voted: boolean;
  canVote: boolean;
  /** Why the button is disabled (shown as its title). */
  reason?: string;
}) {
  const t = useTranslations('questions');
  const errors = useTranslations('errors');
  const [state, setState] = useState({ voted, score });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle() {
    const next = !state.voted;
    const before = state;
    setState({ voted: next, score: state.score + (next ? 1 : -1) });
    setPending(true);
    setError(null);
    try {
      setState(await setVote(kind, id, next));
    } catch (e) {
      setState(before);
      // The API answers in the page's language; a request that got no answer has the default text.
      setError(e instanceof ApiError ? e.message : errors('default'));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col items-center gap-1">
      <button
        type="button"
        onClick={toggle}
        disabled={!canVote || pending}
        aria-pressed={state.voted}
        title={canVote ? undefined : reason}
        className={clsx(
          'inline-flex flex-col items-center rounded-xl border px-3 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed',
          state.voted ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-background hover:bg-muted',
        )}
      >
        <ThumbsUp aria-hidden="true" className="size-4" />
        {/* The name ("Upvote 8 votes") contains the visible count: sr-only words, not an aria-label that would replace it. */}
        <span className="sr-only">{state.voted ? t('removeUpvote') : t('upvote')} </span>
        <span>{state.score}</span>
        <span className="sr-only"> {t('voteWord', { count: state.score })}</span>
      </button>
      {error && (
        <p role="alert" className="max-w-28 text-center text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
