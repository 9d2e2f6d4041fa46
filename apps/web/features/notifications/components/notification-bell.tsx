'use client';

import dynamic from 'next/dynamic';
import { useAppSession } from '@/lib/session';

/** The live bell (its stream, queries and messages) loads only for a signed-in user, never on a visitor's page. */
const LiveBell = dynamic(() => import('./live-bell').then((module) => module.LiveBell));

/** The header bell: nothing for a visitor; the unread count, live, once signed in (live-bell.tsx). */
export function NotificationBell() {
  const { status } = useAppSession();
  return status === 'authenticated' ? <LiveBell /> : null;
}
