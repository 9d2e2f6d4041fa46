import type { Profile } from '@lp/contract/accounts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { githubConnectQueryOptions } from '../api/github-connect';
import { GithubCard } from './github-card';

function render(available: boolean) {
  const client = new QueryClient();
  client.setQueryData(githubConnectQueryOptions().queryKey, { available, link: null } as never);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <GithubCard profile={{ github: null } as unknown as Profile} />
    </QueryClientProvider>,
  );
}

describe('GithubCard', () => {
  it('offers "Connect GitHub" when the site has it set up', () => {
    expect(render(true)).toContain('Connect GitHub');
  });

  it('is not shown at all when GitHub connect is not set up on the site', () => {
    expect(render(false)).toBe('');
  });
});
