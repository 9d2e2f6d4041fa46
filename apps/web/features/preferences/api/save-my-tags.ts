import type { SaveTagsBody } from '@lp/contract/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { myTagsQueryOptions } from './get-my-tags';

/** Saves the user's stream and tags; the user's showPreferences becomes false. */
export function saveMyTags(body: SaveTagsBody) {
  return unwrap(client.api.accounts.tags.$post({ json: body }));
}

export function useSaveMyTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyTags,
    onSuccess: (saved) => queryClient.setQueryData(myTagsQueryOptions().queryKey, saved),
  });
}
