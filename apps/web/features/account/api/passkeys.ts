import { MESSAGES } from '@lp/contract/messages';
import { startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { profileKeys } from './profile-keys';

const passkeysKey = [...profileKeys.all, 'passkeys'] as const;

export function getPasskeys(signal?: AbortSignal) {
  return unwrap(client.api.accounts.passkeys.$get({}, { init: { signal } }));
}

export function usePasskeys() {
  return useQuery({ queryKey: passkeysKey, queryFn: ({ signal }) => getPasskeys(signal) });
}

/**
 * Creates a passkey: the server's options, the browser's WebAuthn prompt, then the credential
 * (SPEC §3 payload: id, rawId, type, response {clientData, attestationObject}) back to verify.
 * Answers the server's message ("fingerprint registered successfully").
 */
export async function registerPasskey() {
  const options = await unwrap(client.api.accounts['webauthn-register'].$get());
  let credential: Awaited<ReturnType<typeof startRegistration>>;
  try {
    credential = await startRegistration({ optionsJSON: options });
  } catch (error) {
    const name = (error as { name?: string }).name;
    throw new ApiError(0, name === 'NotAllowedError' ? MESSAGES.passkeyCancelled : MESSAGES.passkeyFailed);
  }
  return unwrap(
    client.api.accounts['webauthn-register'].$post({
      json: {
        id: credential.id,
        rawId: credential.rawId,
        type: credential.type,
        response: {
          clientData: credential.response.clientDataJSON,
          attestationObject: credential.response.attestationObject,
          transports: credential.response.transports ?? [],
        },
      },
    }),
  );
}

export function useRegisterPasskey() {
  const client = useQueryClient();
  return useMutation({ mutationFn: registerPasskey, onSuccess: () => client.invalidateQueries({ queryKey: passkeysKey }) });
}

export function removePasskey(id: string) {
  return unwrap(client.api.accounts.passkeys[':id'].$delete({ param: { id: encodeURIComponent(id) } }));
}

export function useRemovePasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: () => client.invalidateQueries({ queryKey: passkeysKey }),
  });
}
