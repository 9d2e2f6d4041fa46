import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/query-provider';
import { SessionWatch } from '@/components/session-watch';
import { requireUser } from '@/lib/server-api';

export default async function WelcomeLayout({ children }: { children: ReactNode }) {
  await requireUser('/welcome');
  return (
    <>
      <SessionWatch />
      <QueryProvider>{children}</QueryProvider>
    </>
  );
}
