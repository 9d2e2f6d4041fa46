'use client';

import { useSession } from '@hono/auth-js/react';
import { type SessionUser, sessionUserSchema } from '@lp/contract/session';
import { useMemo } from 'react';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type AppSession = {
  status: SessionStatus;
  user: SessionUser | null;
  /** Refetches the session from the server (POST with `data`, so the JWT callback runs with trigger "update"). */
  update: (data?: Record<string, unknown>) => Promise<unknown>;
};

/** The session with the user typed as the contract's SessionUser (id, email, fullName, showPreferences). */
export function useAppSession(): AppSession {
  const session = useSession();
  const rawUser = session?.data?.user;
  const user = useMemo(() => {
    const parsed = sessionUserSchema.safeParse(rawUser);
    return parsed.success ? parsed.data : null;
  }, [rawUser]);
  const status: SessionStatus = session?.status ?? 'loading';
  return {
    status: status === 'authenticated' && !user ? 'unauthenticated' : status,
    user,
    update: (data) => session?.update(data) ?? Promise.resolve(null),
  };
}
