'use client';

import { authConfigManager, SessionProvider } from '@hono/auth-js/react';
import { SESSION_REFETCH_SECONDS } from '@lp/contract/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { Popups } from './popups/popups';
import { PreferencesGuard } from './preferences-guard';
import { SessionSyncListener } from './session-sync-listener';
import { ToastHost } from './toast-host';

// Auth.js is served by the same origin under /api/auth.
authConfigManager.setConfig({ baseUrl: '', basePath: '/api/auth', credentials: 'same-origin' });

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change by asking again; network and server errors may.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <SessionProvider refetchInterval={SESSION_REFETCH_SECONDS} refetchOnWindowFocus>
      <QueryClientProvider client={queryClient}>
        {/* First, so that a toast asked for by a page's first effect finds the host registered. */}
        <ToastHost />
        <SessionSyncListener />
        <PreferencesGuard />
        {children}
        <Popups />
      </QueryClientProvider>
    </SessionProvider>
  );
}
