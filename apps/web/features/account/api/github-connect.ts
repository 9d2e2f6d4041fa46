import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

const githubKey = () => [...profileKeys.all, 'github'] as const;

/** Whether GitHub connect is set up on this server, and the linked account. */
export function getGithubConnect(signal?: AbortSignal) {
  return unwrap(client.api.accounts['github-connect'].$get({}, { init: { signal } }));
}

export const githubConnectQueryOptions = () =>
  queryOptions({ queryKey: githubKey(), queryFn: ({ signal }) => getGithubConnect(signal) });

export function useGithubConnect() {
  return useQuery(githubConnectQueryOptions());
}

/** Starts the OAuth flow: the server sets the state cookie and answers where the browser goes next. */
export function startGithubConnect() {
  return unwrap(client.api.accounts['github-connect'].$post());
}

export function useStartGithubConnect() {
  return useMutation({ mutationFn: startGithubConnect });
}

/** Unlinks the GitHub account; answers the profile. */
export function unlinkGithub() {
  return unwrap(client.api.accounts['github-connect'].$delete());
}

export function useUnlinkGithub() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unlinkGithub,
    onSuccess: (profile) => {
      client.setQueryData(profileKeys.profile(), profile);
      return client.invalidateQueries({ queryKey: githubKey() });
    },
  });
}
