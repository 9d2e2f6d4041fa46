import type { UpdateUserSettingsBody } from '@lp/contract/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

export const settingsKeys = { settings: ['user-settings'] as const, consents: ['consents'] as const };

export function getUserSettings(signal?: AbortSignal) {
  return unwrap(client.api.core['user-settings'].$get({}, { init: { signal } }));
}

export function useUserSettings() {
  return useQuery({ queryKey: settingsKeys.settings, queryFn: ({ signal }) => getUserSettings(signal) });
}

export function saveUserSettings(body: UpdateUserSettingsBody) {
  return unwrap(client.api.core['user-settings'].$post({ json: body }));
}

export function useSaveUserSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserSettings,
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.settings, settings),
  });
}

export function getConsents(signal?: AbortSignal) {
  return unwrap(client.api.core.consent.all.$get({}, { init: { signal } }));
}

export function useConsents() {
  return useQuery({ queryKey: settingsKeys.consents, queryFn: ({ signal }) => getConsents(signal) });
}

export function decideConsent(id: number, granted: boolean) {
  return unwrap(client.api.core.consent[':id'].$post({ param: { id: String(id) }, json: { granted } }));
}

export function useDecideConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, granted }: { id: number; granted: boolean }) => decideConsent(id, granted),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingsKeys.consents }),
  });
}
