import type { EditProfileBody } from '@lp/contract/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { refetchSession } from '@/lib/session-sync';
import { profileKeys } from './profile-keys';

export function editProfile(body: EditProfileBody) {
  return unwrap(client.api.accounts['edit-profile'].$post({ json: body }));
}

/** Saves the details; the session's name follows (Auth.js reads it again on update). */
export function useEditProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editProfile,
    onSuccess: async (profile) => {
      client.setQueryData(profileKeys.profile(), profile);
      await refetchSession().catch(() => undefined);
    },
  });
}
