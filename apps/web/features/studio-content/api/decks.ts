import type { CreateDeckBody, UpdateDeck } from '@lp/contract/studio-content';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { STUDIO_PAGE_SIZE, studioContentKeys } from './studio-keys';

export function useStudioDecks(q: string, page: number) {
  return useQuery({
    queryKey: studioContentKeys.decks(q, page),
    queryFn: ({ signal }) =>
      unwrap(
        client.api.studio.decks.$get(
          { query: { ...(q ? { q } : {}), page: String(page), page_size: String(STUDIO_PAGE_SIZE) } },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCreateDeck() {
  return useMutation({ mutationFn: (json: CreateDeckBody) => unwrap(client.api.studio.decks.$post({ json })) });
}

export function useStudioDeck(id: number) {
  return useQuery({
    queryKey: studioContentKeys.deck(id),
    queryFn: ({ signal }) => unwrap(client.api.studio.decks[':id'].$get({ param: { id: String(id) } }, { init: { signal } })),
  });
}

export function useDeckActions(id: number) {
  const queryClient = useQueryClient();
  const param = { id: String(id) };
  const store = (deck: unknown) => {
    queryClient.setQueryData(studioContentKeys.deck(id), deck);
    return queryClient.invalidateQueries({ queryKey: ['studio-content', 'decks'] });
  };
  return {
    update: useMutation({
      mutationFn: (json: UpdateDeck) => unwrap(client.api.studio.decks[':id'].$patch({ param, json })),
      onSuccess: store,
    }),
    publish: useMutation({
      mutationFn: () => unwrap(client.api.studio.decks[':id'].publish.$post({ param })),
      onSuccess: store,
    }),
  };
}
