'use client';

import { authConfigManager, SessionProvider } from '@hono/auth-js/react';
import { SESSION_REFETCH_SECONDS } from '@lp/contract/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { Popups } from './popups/popups';
import { PreferencesGuard } from './preferences-guard';
import { SessionSyncListener } from './session-sync-listener';

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
        <SessionSyncListener />
        <PreferencesGuard />
        {children}
        <Popups />
        {/* Below the sticky header (4 rem), never over its menu and search. */}
        <Toaster position="top-center" offset={{ top: 76 }} mobileOffset={{ top: 72 }} richColors closeButton />
      </QueryClientProvider>
    </SessionProvider>
  );
}
