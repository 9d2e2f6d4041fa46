'use client';

import { useEffect } from 'react';
import { signInPath } from './safe-callback-url';
import { type AppSession, useAppSession } from './session';
import { isSigningOut } from './session-sync';

/**
 * Client-side guard for signed-in screens: once the session is known to be absent, sends the
 * visitor to sign in with a callbackUrl back to the current page. While loading or redirecting
 * the status stays "loading".
 */
export function useRequireSession(): AppSession {
  const session = useAppSession();
  const unauthenticated = session.status === 'unauthenticated';
  useEffect(() => {
    if (!unauthenticated || isSigningOut()) return;
    const { pathname, search } = window.location;
    window.location.assign(signInPath(`${pathname}${search}`));
  }, [unauthenticated]);
  return unauthenticated ? { ...session, status: 'loading' } : session;
}
