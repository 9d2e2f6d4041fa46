import type { Metadata } from 'next';
import { ComingSoon } from '@/components/coming-soon';

export const metadata: Metadata = { title: 'Quizzes' };

export default function QuizzesPage() {
  return <ComingSoon title="Quizzes" />;
}
