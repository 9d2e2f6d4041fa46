'use client';

import type { ActiveSession } from '@lp/contract/session';
import { LogOut, Monitor, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RelativeTime } from '@/components/ui/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { broadcastSessionChange, markSigningOut } from '@/lib/session-sync';
import { toast } from '@/lib/toast';
import { useRevokeAllSessions } from '../api/revoke-all-sessions';
import { useEndSession, useSessions } from '../api/sessions';

function describeSession(session: ActiveSession): string {
  const browser = session.browser ?? 'A browser';
  return session.os ? `${browser} on ${session.os}` : browser;
}

function DeviceIcon({ device }: { device: ActiveSession['device'] }) {
  const Icon = device === 'mobile' ? Smartphone : device === 'tablet' ? Tablet : Monitor;
  return <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />;
}

/** Every browser signed in to the account: sign one out, or sign out everywhere (this one too). */
export function SessionsCard() {
  const list = useSessions();
  const end = useEndSession();
  const revoke = useRevokeAllSessions();
  const [confirming, setConfirming] = useState(false);

  async function signOutOne(session: ActiveSession) {
    try {
      await end.mutateAsync(session.id);
      toast.success(`${describeSession(session)} has been signed out.`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function signOutEverywhere() {
    markSigningOut();
    try {
      await revoke.mutateAsync();
    } catch (error) {
      toast.error(errorMessage(error));
      return;
    }
    broadcastSessionChange();
    window.location.assign('/login?signedOut=everywhere');
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Active sessions</CardTitle>
        <CardDescription>
          You stay signed in on each browser for 30 days. If you signed in on a shared or lost device, sign out everywhere.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {list.isPending ? (
          <Skeleton className="h-16 w-full rounded-xl" />
        ) : list.isError ? (
          <Alert tone="error">{errorMessage(list.error)}</Alert>
        ) : (
          <ul className="grid gap-2" aria-label="Your active sessions">
            {list.data.map((session) => (
              <li key={session.id} className="flex items-center gap-3 rounded-xl border border-border p-3">
                <DeviceIcon device={session.device} />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {describeSession(session)}
                    {session.current ? (
                      <span className="ml-2 rounded-full bg-success-soft px-2 py-0.5 text-xs text-emerald-800">This device</span>
                    ) : null}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    Signed in <RelativeTime value={session.signedInAt} />
                    {session.current ? null : (
                      <>
                        {' · active '}
                        <RelativeTime value={session.lastActiveAt} />
                      </>
                    )}
                  </p>
                </div>
                {session.current ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Sign out ${describeSession(session)}`}
                    disabled={end.isPending}
                    onClick={() => signOutOne(session)}
                  >
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {confirming ? (
          <div className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-destructive-soft p-4 text-sm">
            <span className="text-red-900">Every browser and device, this one included, will need to sign in again.</span>
            <Button variant="destructive" size="sm" disabled={revoke.isPending} onClick={signOutEverywhere}>
              {revoke.isPending ? 'Signing out…' : 'Yes, sign out everywhere'}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        ) : (
          <div>
            <Button variant="outline" onClick={() => setConfirming(true)}>
              <LogOut aria-hidden="true" />
              Sign out everywhere
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
