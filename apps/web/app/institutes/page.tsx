import type { Metadata } from 'next';
import { ComingSoon } from '@/components/coming-soon';

export const metadata: Metadata = { title: 'Institutes' };

export default function InstitutesPage() {
  return <ComingSoon title="Institutes" />;
}
