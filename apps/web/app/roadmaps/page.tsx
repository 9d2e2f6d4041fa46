import type { Metadata } from 'next';
import { ComingSoon } from '@/components/coming-soon';

export const metadata: Metadata = { title: 'Roadmaps' };

export default function RoadmapsPage() {
  return <ComingSoon title="Roadmaps" />;
}
