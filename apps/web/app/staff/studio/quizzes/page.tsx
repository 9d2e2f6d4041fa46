import type { Metadata } from 'next';
import { QuizListScreen } from '@/features/studio-content/components/quiz-list-screen';

export const metadata: Metadata = { title: 'Quizzes' };

export default function Page() {
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Quizzes</h1>
      <p className="mt-2 mb-6 text-muted-foreground">
        Your institute’s quizzes: drafts stay hidden from learners until you publish them.
      </p>
      <QuizListScreen />
    </section>
  );
}
