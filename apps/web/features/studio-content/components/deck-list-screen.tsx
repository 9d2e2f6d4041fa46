'use client';

import type { ApiError } from '@/lib/api-error';
import { useCreateDeck, useStudioDecks } from '../api/decks';
import { ContentList } from './content-list';

export function DeckListScreen() {
  const list = useStudioDecks('', 1);
  const create = useCreateDeck();
  return (
    <ContentList
      noun="deck"
      basePath="/staff/studio/decks"
      loading={list.isPending}
      rows={list.data?.results.map((d) => ({ ...d, detail: `${d.slideCount} slide${d.slideCount === 1 ? '' : 's'}` }))}
      create={{
        pending: create.isPending,
        error: create.error as ApiError | null,
        run: (title) => create.mutateAsync({ title }),
      }}
    />
  );
}
