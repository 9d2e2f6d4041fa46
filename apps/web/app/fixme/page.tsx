import type { Metadata } from 'next';
import { ComingSoon } from '@/components/coming-soon';

export const metadata: Metadata = { title: 'Fix me' };

export default function FixmePage() {
  return <ComingSoon title="Fix me" />;
}
