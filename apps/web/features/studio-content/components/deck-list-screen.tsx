'use client';

import { useTranslations } from 'next-intl';
import type { ApiError } from '@/lib/api-error';
import { useCreateDeck, useStudioDecks } from '../api/decks';
import { ContentList } from './content-list';

export function DeckListScreen() {
  const list = useStudioDecks('', 1);
  const create = useCreateDeck();
  const t = useTranslations('studioContent.decks');
  return (
    <ContentList
      words={{ newTitle: t('newTitle'), create: t('create'), none: t('none') }}
      basePath="/staff/studio/decks"
      loading={list.isPending}
      rows={list.data?.results.map((d) => ({ ...d, detail: t('detail', { count: d.slideCount }) }))}
      create={{
        pending: create.isPending,
        error: create.error as ApiError | null,
        run: (title) => create.mutateAsync({ title }),
      }}
    />
  );
}
