import type { Metadata } from 'next';
import { ComingSoon } from '@/components/coming-soon';

export const metadata: Metadata = { title: 'Slides' };

export default function SlidesPage() {
  return <ComingSoon title="Slides" />;
}
