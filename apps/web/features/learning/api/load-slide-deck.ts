import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ApiError } from '@/lib/api-error';
import { serverApi, serverData, serverDataOrNull } from '@/lib/server-api';

/** Server components only: one deck for its page and metadata (cached per request); a missing deck is the 404 page. */
export const loadSlideDeck = cache(async (idOrSlug: string) => {
  try {
    return await serverData(serverApi().api.core.slides[':idOrSlug'].$get({ param: { idOrSlug: encodeURIComponent(idOrSlug) } }));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) notFound();
    throw error;
  }
});

/** The deck to offer after `deckId`: the next one in the list order (featured first, newest), wrapping round. */
export async function loadNextDeck(deckId: number) {
  const listing = await serverDataOrNull(serverApi().api.core.slides.$get({ query: { page_size: '100' } }));
  const decks = listing?.results ?? [];
  const index = decks.findIndex((deck) => deck.id === deckId);
  const next = decks[(index + 1) % decks.length];
  return next && next.id !== deckId ? { slug: next.slug, title: next.title } : null;
}
