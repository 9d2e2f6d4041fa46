import type { CreateCollection, UpdateCollectionBody } from '@lp/contract/studio-content';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { STUDIO_PAGE_SIZE, studioContentKeys } from './studio-keys';

/** Slide collections in the studio: a course's decks in order and a check at the end (issue 31 point 4). */
export function useStudioCollections(q: string, page: number) {
  return useQuery({
    queryKey: studioContentKeys.collections(q, page),
    queryFn: ({ signal }) =>
      unwrap(
        client.api.studio.collections.$get(
          { query: { ...(q ? { q } : {}), page: String(page), page_size: String(STUDIO_PAGE_SIZE) } },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/** The published courses the caller authors (a collection belongs to a live course): the studio's list, by title. */
export function useCollectionCourses() {
  return useQuery({
    queryKey: studioContentKeys.courses,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const listing = await unwrap(
        client.api.studio.courses.$get({ query: { status: 'published', page: '1', page_size: '100' } }, { init: { signal } }),
      );
      return listing.results
        .flatMap((c) => (c.live ? [{ id: c.live.id, title: c.title, institute: c.institute.name }] : []))
        .sort((a, b) => a.title.localeCompare(b.title));
    },
  });
}

export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: CreateCollection) => unwrap(client.api.studio.collections.$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['studio-content', 'collections'] }),
  });
}

export function useStudioCollection(id: number) {
  return useQuery({
    queryKey: studioContentKeys.collection(id),
    queryFn: ({ signal }) =>
      unwrap(client.api.studio.collections[':id'].$get({ param: { id: String(id) } }, { init: { signal } })),
  });
}

export function useUpdateCollection(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: UpdateCollectionBody) =>
      unwrap(client.api.studio.collections[':id'].$patch({ param: { id: String(id) }, json })),
    onSuccess: (collection) => {
      queryClient.setQueryData(studioContentKeys.collection(id), collection);
      return queryClient.invalidateQueries({ queryKey: ['studio-content', 'collections'] });
    },
  });
}
