'use client';

import { authConfigManager } from '@hono/auth-js/react';
import { SESSION_REFETCH_SECONDS } from '@lp/contract/constants';
import type { Locale } from '@lp/contract/locale';
import { type ReactNode, useEffect } from 'react';
import { DataSaverProvider } from '@/lib/data-saver-context';
import { loadOnce, useLoadedWhen } from '@/lib/load-on-demand';
import { writeLocaleCookie } from '@/lib/locale-cookie';
import { RenderedWithoutSessionCookieProvider } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import { PreferencesGuard } from './preferences-guard';
import { ReconnectingNotice } from './reconnecting-notice';
import { AppSessionProvider } from './session-provider';
import { SessionSyncListener } from './session-sync-listener';
import { ToastHost } from './toast-host';

/** Pop-ups show three seconds after a page opens at the earliest: their code is not part of the first load. */
const loadPopups = loadOnce(() => import('./popups/popups').then((module) => module.Popups));

function LazyPopups() {
  const { loaded: Popups } = useLoadedWhen(useHydrated(), loadPopups);
  return Popups ? <Popups /> : null;
}

/** The offline banner and the service worker's registration (ADR 0045) load after hydration, not in the first load. */
const loadOfflineSupport = loadOnce(() => import('./offline-support').then((module) => module.OfflineSupport));

function LazyOfflineSupport() {
  const { loaded: OfflineSupport } = useLoadedWhen(useHydrated(), loadOfflineSupport);
  return OfflineSupport ? <OfflineSupport /> : null;
}

// Auth.js is served by the same origin under /api/auth.
authConfigManager.setConfig({ baseUrl: '', basePath: '/api/auth', credentials: 'same-origin' });

/**
 * `withoutSessionCookie`: the request had no session cookie, so the page renders signed out from the
 * start. `dataSaver`: the request asked for data saver (lib/data-saver.ts). `keepLocale`: the page's
 * language came from the signed-in account (this browser had no choice of its own, as after signing
 * in on a new device): it is kept in the cookie, so later pages need not ask the account.
 */
export function Providers({
  children,
  withoutSessionCookie,
  dataSaver,
  keepLocale,
}: {
  children: ReactNode;
  withoutSessionCookie: boolean;
  dataSaver: boolean;
  keepLocale?: Locale;
}) {
  useEffect(() => {
    if (keepLocale) writeLocaleCookie(keepLocale);
  }, [keepLocale]);
  return (
    <AppSessionProvider refetchInterval={SESSION_REFETCH_SECONDS}>
      <RenderedWithoutSessionCookieProvider value={withoutSessionCookie}>
        <DataSaverProvider initial={dataSaver}>
          {/* First, so that a toast asked for by a page's first effect finds the host registered. */}
          <ToastHost />
          <SessionSyncListener />
          <PreferencesGuard />
          <ReconnectingNotice />
          <LazyOfflineSupport />
          {children}
          <LazyPopups />
        </DataSaverProvider>
      </RenderedWithoutSessionCookieProvider>
    </AppSessionProvider>
  );
}
