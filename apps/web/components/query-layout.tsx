import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/query-provider';

/**
 * The layout of a section whose screens use TanStack Query. The catalogue's visitor pages sit
 * outside every such section, so they do not load the library (docs/decisions/0021).
 */
export function QueryLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
