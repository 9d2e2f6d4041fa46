'use client';

import { githubConnectErrorMessage, type Profile } from '@lp/contract/accounts';
import type { Locale } from '@lp/contract/locale';
import { MESSAGES } from '@lp/contract/messages';
import { ExternalLink } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { GithubMark } from '@/components/ui/github-mark';
import { RelativeTime } from '@/components/ui/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useContractMessage } from '@/lib/use-contract-message';
import { useGithubConnect, useStartGithubConnect, useUnlinkGithub } from '../api/github-connect';

/**
 * Says once how the trip to GitHub ended (`?github=connected` or `?github=error&reason=…`, set by
 * the API's callback), then takes the words out of the address so that a reload does not repeat it.
 */
function useGithubOutcome() {
  const say = useContractMessage();
  const said = useRef(false);
  useEffect(() => {
    if (said.current) return;
    const params = new URLSearchParams(window.location.search);
    const outcome = params.get('github');
    if (!outcome) return;
    said.current = true;
    if (outcome === 'connected') toast.success(say(MESSAGES.githubConnected));
    else toast.error(say(githubConnectErrorMessage(params.get('reason'))));
    params.delete('github');
    params.delete('reason');
    const rest = params.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`);
  }, [say]);
}

/** The linked GitHub account (picture, login, when) with "Unlink", or "Connect GitHub" (through GitHub's consent page). */
export function GithubCard({ profile }: { profile: Profile }) {
  useGithubOutcome();
  const t = useTranslations('profile');
  const locale = useLocale() as Locale;
  const say = useContractMessage();
  const status = useGithubConnect();
  const start = useStartGithubConnect();
  const unlink = useUnlinkGithub();
  const link = profile.github;
  // Back from GitHub with the browser's back button (a page restored from the back-forward cache): the button works again.
  const resetStart = start.reset;
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) resetStart();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [resetStart]);

  async function connect() {
    try {
      const { authorizeUrl } = await start.mutateAsync();
      window.location.assign(authorizeUrl);
    } catch (error) {
      toast.error(say(errorMessage(error)));
    }
  }

  async function disconnect() {
    try {
      await unlink.mutateAsync();
      toast.success(say(MESSAGES.githubUnlinked));
    } catch (error) {
      toast.error(say(errorMessage(error)));
    }
  }

  // Not set up on this site: nothing to offer, so no card (a linked account still shows, to be unlinked).
  if (!link && status.data && !status.data.available) return null;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <GithubMark aria-hidden="true" className="size-5" />
          {t('githubTitle')}
        </CardTitle>
        <CardDescription>{t('githubDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {link ? (
          <div className="flex flex-wrap items-center gap-3">
            {link.avatarUrl ? (
              // biome-ignore lint/performance/noImgElement: our own 96 px copy of the GitHub picture, served by the API
              <img
                src={link.avatarUrl}
                alt=""
                width={40}
                height={40}
                className="size-10 shrink-0 rounded-full border border-border bg-muted object-cover"
              />
            ) : (
              <span className="grid size-10 shrink-0 place-items-center rounded-full border border-border bg-muted">
                <GithubMark aria-hidden="true" className="size-5" />
              </span>
            )}
            <div className="min-w-0 flex-1">
              <a
                href={link.profileUrl}
                rel="noopener noreferrer"
                target="_blank"
                className="inline-flex max-w-full items-center gap-1 font-medium break-all text-primary hover:underline"
              >
                {link.login}
                <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="sr-only">{t('opensGithub')}</span>
              </a>
              <p className="text-sm text-muted-foreground">
                {link.name ? `${link.name} · ` : ''}
                {t.rich('linked', { time: () => <RelativeTime value={link.linkedAt} locale={locale} /> })}
              </p>
            </div>
            <Button variant="outline" size="sm" onClick={disconnect} disabled={unlink.isPending}>
              {unlink.isPending ? t('unlinking') : t('unlink')}
            </Button>
          </div>
        ) : status.isPending ? (
          <Skeleton className="h-10 w-44 rounded-lg" />
        ) : status.isError ? (
          <Alert tone="error">{say(errorMessage(status.error))}</Alert>
        ) : (
          <div>
            <Button onClick={connect} disabled={start.isPending || start.isSuccess}>
              <GithubMark aria-hidden="true" />
              {start.isPending || start.isSuccess ? t('openingGithub') : t('connectGithub')}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
