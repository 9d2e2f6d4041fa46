import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

export function removePicture() {
  return unwrap(client.api.accounts.profile['remove-picture'].$post());
}

export function useRemovePicture() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removePicture, onSuccess: (profile) => client.setQueryData(profileKeys.profile(), profile) });
}
