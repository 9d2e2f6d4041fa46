import type { Metadata } from 'next';
import { ComingSoon } from '@/components/coming-soon';

export const metadata: Metadata = { title: 'Mock interviews' };

export default function InterviewsPage() {
  return <ComingSoon title="Mock interviews" message="Mock interviews coming soon..." />;
}
