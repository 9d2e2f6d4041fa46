import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

export function editBio(bio: string) {
  return unwrap(client.api.accounts['edit-bio'].$post({ json: { bio } }));
}

export function useEditBio() {
  const client = useQueryClient();
  return useMutation({ mutationFn: editBio, onSuccess: (profile) => client.setQueryData(profileKeys.profile(), profile) });
}
