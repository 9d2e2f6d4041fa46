import type { Metadata } from 'next';
import { ComingSoon } from '@/components/coming-soon';

export const metadata: Metadata = { title: 'Community questions' };

export default function QuestionsPage() {
  return <ComingSoon title="Community questions" />;
}
