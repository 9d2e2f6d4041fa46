import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/query-provider';

/** This section's screens use TanStack Query; the catalogue's visitor pages do not load it (docs/decisions/0021). */
export default function QueryLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
