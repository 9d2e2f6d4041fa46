'use client';

import { useSession } from '@hono/auth-js/react';
import type { SessionUser } from '@lp/contract/session';
import { useMemo } from 'react';

/**
 * The contract's SessionUser checked by hand: this runs on every page, and the contract's zod
 * schema would bring the validation library into every first page load.
 */
function asSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, email, fullName, showPreferences } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isInteger(id)) return null;
  if (typeof email !== 'string' || typeof fullName !== 'string' || typeof showPreferences !== 'boolean') return null;
  return { id, email, fullName, showPreferences };
}

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
  const user = useMemo(() => asSessionUser(rawUser), [rawUser]);
  const status: SessionStatus = session?.status ?? 'loading';
  return {
    status: status === 'authenticated' && !user ? 'unauthenticated' : status,
    user,
    update: (data) => session?.update(data) ?? Promise.resolve(null),
  };
}
