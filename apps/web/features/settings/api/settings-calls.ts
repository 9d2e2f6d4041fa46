import type { Consent, UpdateUserSettingsBody, UserSettings } from '@lp/contract/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const settingsKeys = { settings: ['user-settings'] as const, consents: ['consents'] as const };

export function getUserSettings(signal?: AbortSignal): Promise<UserSettings> {
  return api.get<UserSettings>('/api/core/user-settings', { signal });
}

export function useUserSettings() {
  return useQuery({ queryKey: settingsKeys.settings, queryFn: ({ signal }) => getUserSettings(signal) });
}

export function saveUserSettings(body: UpdateUserSettingsBody): Promise<UserSettings> {
  return api.post<UserSettings>('/api/core/user-settings', body);
}

export function useSaveUserSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserSettings,
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.settings, settings),
  });
}

export function getConsents(signal?: AbortSignal): Promise<{ results: Consent[] }> {
  return api.get<{ results: Consent[] }>('/api/core/consent/all', { signal });
}

export function useConsents() {
  return useQuery({ queryKey: settingsKeys.consents, queryFn: ({ signal }) => getConsents(signal) });
}

export function decideConsent(id: number, granted: boolean): Promise<{ consent: Consent }> {
  return api.post<{ consent: Consent }>(`/api/core/consent/${id}`, { granted });
}

export function useDecideConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, granted }: { id: number; granted: boolean }) => decideConsent(id, granted),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingsKeys.consents }),
  });
}
