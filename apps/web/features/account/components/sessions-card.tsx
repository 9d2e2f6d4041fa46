'use client';

import { useSession } from '@hono/auth-js/react';
import { LogOut, Monitor } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { broadcastSessionChange, markSigningOut } from '@/lib/session-sync';
import { useRevokeAllSessions } from '../api/revoke-all-sessions';

function describeBrowser(agent: string): string {
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrome\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'A browser';
  const system = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS X/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : '';
  return system ? `${browser} on ${system}` : browser;
}

/** This browser's session, and "Sign out everywhere" (every session of the account ends, this one too). */
export function SessionsCard() {
  const session = useSession();
  const revoke = useRevokeAllSessions();
  const [device, setDevice] = useState('This browser');
  const [confirming, setConfirming] = useState(false);
  useEffect(() => setDevice(describeBrowser(navigator.userAgent)), []);
  const expires = session.data?.expires ? new Date(session.data.expires) : null;

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
        <div className="flex items-center gap-3 rounded-xl border border-border p-4">
          <Monitor aria-hidden="true" className="size-5 text-muted-foreground" />
          <div className="min-w-0">
            <p className="font-medium">
              {device} <span className="ml-1 rounded-full bg-success-soft px-2 py-0.5 text-xs text-emerald-800">This device</span>
            </p>
            {expires ? (
              <p className="text-sm text-muted-foreground">
                Signed in until {expires.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' })} unless
                you sign out
              </p>
            ) : null}
          </div>
        </div>
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
