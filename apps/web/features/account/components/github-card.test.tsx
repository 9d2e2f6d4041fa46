import type { Profile } from '@lp/contract/accounts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import hi from '../../../messages/hi.json';
import { githubConnectQueryOptions } from '../api/github-connect';
import { GithubCard } from './github-card';

function render(available: boolean, locale: 'en' | 'hi' = 'en') {
  const client = new QueryClient();
  client.setQueryData(githubConnectQueryOptions().queryKey, { available, link: null } as never);
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={locale === 'hi' ? hi : en} timeZone="Asia/Kolkata">
      <QueryClientProvider client={client}>
        <GithubCard profile={{ github: null } as unknown as Profile} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

describe('GithubCard', () => {
  it('offers "Connect GitHub" when the site has it set up', () => {
    expect(render(true)).toContain('Connect GitHub');
  });

  it('offers it in Hindi on a Hindi page', () => {
    const html = render(true, 'hi');
    expect(html).toContain(hi.profile.connectGithub);
    expect(html).toContain(hi.profile.githubDescription);
    expect(html).not.toContain('Connect GitHub');
  });

  it('is not shown at all when GitHub connect is not set up on the site', () => {
    expect(render(false)).toBe('');
  });
});
