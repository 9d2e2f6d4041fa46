'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useState } from 'react';
import { ApiError } from '@/lib/api-error';

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

/** One client per browser tab, so that every provider (each section's layout, the bell) shares one cache. */
let browserClient: QueryClient | undefined;

function queryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}

/** The tab's client if a provider has made it, for code that updates a cache only where there is one. */
export function tabQueryClient(): QueryClient | undefined {
  return browserClient;
}

/**
 * TanStack Query for the sections whose screens use it, placed by their layouts rather than at the
 * root: the visitor's catalogue pages (home, lists, sign-in) then do not load the library
 * (docs/decisions/0021). Every provider shares the tab's one client, so the cache survives moving
 * between sections. A screen whose component calls a query hook must sit under one of these.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(queryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * A component that brings its own provider: for a part of a page loaded on demand
 * (lib/load-on-demand.ts) on a route whose layout has none.
 */
export function withQueryProvider<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  return function WithQueryProvider(props: Props) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  };
}
