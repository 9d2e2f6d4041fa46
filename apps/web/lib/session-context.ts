'use client';

import { createContext } from 'react';

export type RawSession = { user?: unknown; expires?: string };

export type SessionContextValue = {
  data: RawSession | null;
  status: 'loading' | 'authenticated' | 'unauthenticated';
  /** The server did not answer (an outage): the session shown is the last one it confirmed. */
  reconnecting: boolean;
  update: (data?: Record<string, unknown>) => Promise<unknown>;
};

export const SessionContext = createContext<SessionContextValue | undefined>(undefined);
