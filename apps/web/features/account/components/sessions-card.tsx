'use client';

import type { Locale } from '@lp/contract/locale';
import type { ActiveSession } from '@lp/contract/session';
import { LogOut, Monitor, Smartphone, Tablet } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RelativeTime } from '@/components/ui/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { broadcastSessionChange, markSigningOut } from '@/lib/session-sync';
import { toast } from '@/lib/toast';
import { useContractMessage } from '@/lib/use-contract-message';
import { useRevokeAllSessions } from '../api/revoke-all-sessions';
import { useEndSession, useSessions } from '../api/sessions';

type Translate = ReturnType<typeof useTranslations<'profile'>>;

/** "Chrome on Android": the browser and system the server read from the session's user agent. */
function describeSession(session: ActiveSession, t: Translate): string {
  const browser = session.browser ?? t('aBrowser');
  return session.os ? t('browserOn', { browser, os: session.os }) : browser;
}

function DeviceIcon({ device }: { device: ActiveSession['device'] }) {
  const Icon = device === 'mobile' ? Smartphone : device === 'tablet' ? Tablet : Monitor;
  return <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />;
}

/** Every browser signed in to the account: sign one out, or sign out everywhere (this one too). */
export function SessionsCard() {
  const t = useTranslations('profile');
  const locale = useLocale() as Locale;
  const say = useContractMessage();
  const list = useSessions();
  const end = useEndSession();
  const revoke = useRevokeAllSessions();
  const [confirming, setConfirming] = useState(false);

  async function signOutOne(session: ActiveSession) {
    try {
      await end.mutateAsync(session.id);
      toast.success(t('sessionSignedOut', { session: describeSession(session, t) }));
    } catch (error) {
      toast.error(say(errorMessage(error)));
    }
  }

  async function signOutEverywhere() {
    markSigningOut();
    try {
      await revoke.mutateAsync();
    } catch (error) {
      toast.error(say(errorMessage(error)));
      return;
    }
    broadcastSessionChange();
    window.location.assign('/login?signedOut=everywhere');
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('sessionsTitle')}</CardTitle>
        <CardDescription>{t('sessionsDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {list.isPending ? (
          <Skeleton className="h-16 w-full rounded-xl" />
        ) : list.isError ? (
          <Alert tone="error">{say(errorMessage(list.error))}</Alert>
        ) : (
          <ul className="grid gap-2" aria-label={t('yourSessions')}>
            {list.data.map((session) => (
              <li key={session.id} className="flex items-center gap-3 rounded-xl border border-border p-3">
                <DeviceIcon device={session.device} />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {describeSession(session, t)}
                    {session.current ? (
                      <span className="ml-2 inline-block rounded-full bg-success-soft px-2 py-0.5 text-xs whitespace-nowrap text-emerald-800">
                        {t('thisDevice')}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {session.current
                      ? t.rich('signedInAt', { signed: () => <RelativeTime value={session.signedInAt} locale={locale} /> })
                      : t.rich('signedInActiveAt', {
                          signed: () => <RelativeTime value={session.signedInAt} locale={locale} />,
                          active: () => <RelativeTime value={session.lastActiveAt} locale={locale} />,
                        })}
                  </p>
                </div>
                {session.current ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('signOutNamed', { session: describeSession(session, t) })}
                    disabled={end.isPending}
                    onClick={() => signOutOne(session)}
                  >
                    {t('signOut')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {confirming ? (
          <div className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-destructive-soft p-4 text-sm">
            <span className="text-red-900">{t('everywhereWarning')}</span>
            <Button variant="destructive" size="sm" disabled={revoke.isPending} onClick={signOutEverywhere}>
              {revoke.isPending ? t('signingOut') : t('confirmEverywhere')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
          </div>
        ) : (
          <div>
            <Button variant="outline" onClick={() => setConfirming(true)}>
              <LogOut aria-hidden="true" />
              {t('signOutEverywhere')}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
