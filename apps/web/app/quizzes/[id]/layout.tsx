import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/query-provider';

/**
 * A quiz's screen uses TanStack Query; the list of quizzes (/quizzes) is drawn on the server and
 * loads none of it (docs/decisions/0021).
 */
export default function QueryLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
