'use client';

import { useRequireSession } from '@/lib/use-require-session';

/**
 * Placed in signed-in layouts (which the server already guards): if the session ends while
 * the page is open (signed out in another tab, expired), sends the visitor to sign in.
 */
export function SessionWatch() {
  useRequireSession();
  return null;
}
