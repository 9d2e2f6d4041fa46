'use client';

import { loadOnce, useLoadedWhen } from '@/lib/load-on-demand';
import { useAppSession } from '@/lib/session';

/** The live bell (its stream, queries and messages) loads only for a signed-in user, never on a visitor's page. */
const loadLiveBell = loadOnce(() => import('./live-bell').then((module) => module.LiveBell));

/** The header bell: nothing for a visitor; the unread count, live, once signed in (live-bell.tsx). */
export function NotificationBell() {
  const { status } = useAppSession();
  const { loaded: LiveBell } = useLoadedWhen(status === 'authenticated', loadLiveBell);
  return LiveBell ? <LiveBell /> : null;
}
