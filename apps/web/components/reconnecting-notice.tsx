'use client';

import { RECONNECTING_MESSAGE } from '@lp/contract/constants';
import { useAppSession } from '@/lib/session';

/**
 * While the server does not answer, says so; the user stays signed in meanwhile. The text comes from
 * constants, not MESSAGES: this is on every page's first load (e2e/first-load.e2e.ts).
 */
export function ReconnectingNotice() {
  const { reconnecting } = useAppSession();
  if (!reconnecting) return null;
  return (
    <div
      role="status"
      className="fixed bottom-4 left-1/2 z-50 -translate-x-1/2 rounded-md bg-foreground px-4 py-2 text-background text-sm shadow-lg"
    >
      {RECONNECTING_MESSAGE}
    </div>
  );
}
