import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { streakKey } from './get-streak';

/** Opens a deck (idempotent): records when the caller first opened it. */
export const startDeck = (deckId: number) =>
  unwrap(client.api.core.slides[':idOrSlug'].start.$post({ param: { idOrSlug: String(deckId) } }));

/** Completes a deck (idempotent: points the first time, 0 after). */
export const completeDeck = (deckId: number) =>
  unwrap(client.api.core.slides[':idOrSlug'].complete.$post({ param: { idOrSlug: String(deckId) } }));

export function useCompleteDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeDeck,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: ['slides'] });
      queryClient.invalidateQueries({ queryKey: streakKey });
    },
  });
}
