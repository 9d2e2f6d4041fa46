import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/query-provider';

/** Asking uses TanStack Query (tags, similar questions); the list and a question page do not load it (docs/decisions/0021). */
export default function QueryLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
