import type { Metadata } from 'next';
import { ComingSoon } from '@/components/coming-soon';

export const metadata: Metadata = { title: 'Upgrade to premium' };

export default function PremiumPage() {
  return <ComingSoon title="Upgrade to premium" />;
}
