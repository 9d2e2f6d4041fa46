'use client';

import { authConfigManager, getCsrfToken } from '@hono/auth-js/react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type RawSession, SessionContext, type SessionContextValue } from '@/lib/session-context';
import { readSession } from '@/lib/session-read';

const sessionUrl = '/api/auth/session';

/**
 * Auth.js's session on the page, in place of @hono/auth-js/react's SessionProvider, whose client
 * treats any failed read as "signed out": a database restart signed out every open tab at its next
 * focus or poll. Here an outage keeps the user, marks the session reconnecting and reads again
 * after the server's Retry-After (lib/session-read.ts). It registers itself as the library's
 * `fetchSession`, so the library's signOut and our sign-in and cross-tab sync refresh it as before.
 */
export function AppSessionProvider({ children, refetchInterval }: { children: ReactNode; refetchInterval: number }) {
  const [session, setSession] = useState<RawSession | null>(null);
  const [loading, setLoading] = useState(true);
  const [reconnecting, setReconnecting] = useState(false);
  const current = useRef<RawSession | null>(null);
  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const apply = useCallback(async (request: () => Promise<Response>) => {
    const read = await readSession<RawSession>(current.current, request);
    clearTimeout(retry.current);
    current.current = read.session;
    authConfigManager.getConfig().session = read.session as never;
    setSession(read.session);
    setReconnecting(read.reconnecting);
    setLoading(false);
    if (read.reconnecting) {
      retry.current = setTimeout(() => void apply(() => fetch(sessionUrl, { credentials: 'same-origin' })), read.retryAfterMs);
    }
    return read;
  }, []);

  useEffect(() => {
    const config = authConfigManager.getConfig();
    config.fetchSession = async ({ event } = {}) => {
      if (event === 'poll' && !current.current) return;
      config.lastSync = Math.floor(Date.now() / 1000);
      await apply(() => fetch(sessionUrl, { credentials: 'same-origin' }));
    };
    void config.fetchSession();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void config.fetchSession({ event: 'visibilitychange' });
    };
    document.addEventListener('visibilitychange', onVisible);
    const poll = setInterval(() => void config.fetchSession({ event: 'poll' }), refetchInterval * 1000);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(poll);
      clearTimeout(retry.current);
      config.fetchSession = async () => undefined;
    };
  }, [apply, refetchInterval]);

  const value = useMemo<SessionContextValue>(
    () => ({
      data: session,
      // Never confirmed and the server is not answering: still loading, not signed out.
      status: loading || (reconnecting && !session) ? 'loading' : session ? 'authenticated' : 'unauthenticated',
      reconnecting,
      update: async (data) => {
        if (loading || !current.current) return undefined;
        setLoading(true);
        const csrfToken = data ? await getCsrfToken() : undefined;
        const read = await apply(() =>
          fetch(sessionUrl, {
            credentials: 'same-origin',
            ...(data
              ? {
                  method: 'POST',
                  headers: { 'Content-Type': 'application/json' },
                  body: JSON.stringify({ csrfToken, data }),
                }
              : {}),
          }),
        );
        return read.session;
      },
    }),
    [session, loading, reconnecting, apply],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
