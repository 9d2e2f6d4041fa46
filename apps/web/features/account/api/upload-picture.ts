import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

/** Multipart `picture`; the server checks the bytes, resizes and strips metadata. */
export function uploadPicture(file: File) {
  const form = new FormData();
  form.append('picture', file);
  // The route documents its multipart body for OpenAPI only (the upload pipeline reads the
  // stream itself: 413/415 with its own messages), so hc has no `form` input for it: the FormData
  // goes as the request's body. The path and the answer (Profile) stay typed.
  return unwrap(client.api.accounts['upload-picture'].$post({}, { init: { body: form } }));
}

export function useUploadPicture() {
  const client = useQueryClient();
  return useMutation({ mutationFn: uploadPicture, onSuccess: (profile) => client.setQueryData(profileKeys.profile(), profile) });
}
