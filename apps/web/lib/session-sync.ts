'use client';

import { authConfigManager } from '@hono/auth-js/react';

/**
 * Cross-tab session broadcast (SPEC §4): a tab that signs in, signs out or updates its session
 * writes a timestamp to localStorage; every other tab receives a `storage` event and refetches
 * its session.
 */
export const SESSION_SYNC_KEY = 'learnly.session-sync';

export function broadcastSessionChange(): void {
  try {
    window.localStorage.setItem(SESSION_SYNC_KEY, String(Date.now()));
  } catch {
    // Storage may be unavailable (private mode, quota): other tabs catch up on focus or poll.
  }
}

/** Refetches this tab's session now. */
export function refetchSession(): Promise<void> {
  return authConfigManager.getConfig().fetchSession({ event: 'storage' });
}

let signingOut = false;

/** Called before signing out, so that signed-in screens do not send the visitor to sign in meanwhile. */
export function markSigningOut(): void {
  signingOut = true;
}

export function isSigningOut(): boolean {
  return signingOut;
}
