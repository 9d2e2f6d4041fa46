import type { SaveStepsBody, StepLinkKind } from '@lp/contract/studio-content';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { STUDIO_PAGE_SIZE, studioContentKeys } from './studio-keys';

export function useStudioRoadmaps(q: string, page: number) {
  return useQuery({
    queryKey: studioContentKeys.roadmaps(q, page),
    queryFn: ({ signal }) =>
      unwrap(
        client.api.studio.roadmaps.$get(
          { query: { ...(q ? { q } : {}), page: String(page), page_size: String(STUDIO_PAGE_SIZE) } },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useStudioRoadmap(id: number) {
  return useQuery({
    queryKey: studioContentKeys.roadmap(id),
    queryFn: ({ signal }) => unwrap(client.api.studio.roadmaps[':id'].$get({ param: { id: String(id) } }, { init: { signal } })),
  });
}

export function usePicker(kind: StepLinkKind, q: string, enabled: boolean) {
  return useQuery({
    queryKey: studioContentKeys.picker(kind, q),
    queryFn: ({ signal }) =>
      unwrap(client.api.studio.picker.$get({ query: { kind, ...(q ? { q } : {}) } }, { init: { signal } })),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useSaveSteps(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: SaveStepsBody) =>
      unwrap(client.api.studio.roadmaps[':id'].steps.$put({ param: { id: String(id) }, json })),
    onSuccess: (roadmap) => queryClient.setQueryData(studioContentKeys.roadmap(id), roadmap),
  });
}
