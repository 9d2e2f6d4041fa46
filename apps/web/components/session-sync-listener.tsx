'use client';

import { authConfigManager } from '@hono/auth-js/react';
import { useEffect } from 'react';
import { refetchSession, SESSION_SYNC_KEY } from '@/lib/session-sync';

/**
 * Refetches the session when another tab signs in, signs out or updates its session, and when
 * the window regains focus (the provider itself only watches visibility changes).
 */
export function SessionSyncListener() {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_SYNC_KEY) void refetchSession();
    };
    const onFocus = () => void authConfigManager.getConfig().fetchSession({ event: 'focus' });
    window.addEventListener('storage', onStorage);
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('focus', onFocus);
    };
  }, []);
  return null;
}
