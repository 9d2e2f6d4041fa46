'use client';

import type { SessionUser } from '@lp/contract/session';
import { createContext, useContext, useMemo } from 'react';
import { SessionContext } from './session-context';

/**
 * Whether this page was rendered for a request without a session cookie. Such a visitor is signed
 * out, so until the session answers they see the signed-out header and actions straight away, in
 * the server's HTML and at hydration, instead of a loading state that re-renders a moment later.
 */
const RenderedWithoutSessionCookie = createContext(false);
export const RenderedWithoutSessionCookieProvider = RenderedWithoutSessionCookie.Provider;

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
  /** The server is not answering (an outage): `user` is the last one it confirmed, still signed in. */
  reconnecting: boolean;
  /** Refetches the session from the server (POST with `data`, so the JWT callback runs with trigger "update"). */
  update: (data?: Record<string, unknown>) => Promise<unknown>;
};

/** The session with the user typed as the contract's SessionUser (id, email, fullName, showPreferences). */
export function useAppSession(): AppSession {
  const session = useContext(SessionContext);
  const withoutSessionCookie = useContext(RenderedWithoutSessionCookie);
  const rawUser = session?.data?.user;
  const user = useMemo(() => asSessionUser(rawUser), [rawUser]);
  let status: SessionStatus = session?.status ?? 'loading';
  // Only the first answer is awaited with no data: a later `update` keeps the signed-in data while it loads.
  if (status === 'loading' && !session?.data && withoutSessionCookie) status = 'unauthenticated';
  return {
    status: status === 'authenticated' && !user ? 'unauthenticated' : status,
    user,
    reconnecting: session?.reconnecting ?? false,
    update: (data) => session?.update(data) ?? Promise.resolve(null),
  };
}
