import type { Metadata } from 'next';
import { ComingSoon } from '@/components/coming-soon';

export const metadata: Metadata = { title: 'Feed' };

export default function FeedPage() {
  return <ComingSoon title="Feed" />;
}
