'use client';

import type { SlideState } from '@lp/contract/learning';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useSlideDeck } from '../api/get-slide-deck';
import { slideBodies } from './slide-bodies';
import { SlideViewer } from './slide-viewer';

/** A deck opened inside the course player (a slide lesson, or a deck of a slide collection). */
export function InlineDeck({ deckId, onFinished }: { deckId: number; onFinished?: (state: SlideState) => void }) {
  const deck = useSlideDeck(deckId);
  if (deck.isPending) return <Skeleton className="h-[32rem] max-h-[80dvh] w-full rounded-2xl" />;
  if (deck.isError) return <Alert tone="error">{errorMessage(deck.error)}</Alert>;
  return (
    <SlideViewer deck={deck.data} bodies={slideBodies(deck.data.slides, 'inline')} variant="inline" onFinished={onFinished} />
  );
}
