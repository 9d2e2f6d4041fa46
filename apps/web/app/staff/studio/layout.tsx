import type { ReactNode } from 'react';
import { IntlClient } from '@/components/intl-client';

/** The studio's client screens read their words from these namespaces (ADR 0046). */
export default function StudioLayout({ children }: { children: ReactNode }) {
  return <IntlClient namespaces={['studio', 'studioContent', 'studioQuiz']}>{children}</IntlClient>;
}
