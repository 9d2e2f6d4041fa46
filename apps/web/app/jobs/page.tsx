import type { Metadata } from 'next';
import { ComingSoon } from '@/components/coming-soon';

export const metadata: Metadata = { title: 'Jobs' };

export default function JobsPage() {
  return <ComingSoon title="Jobs" />;
}
