import type { Metadata } from 'next';
import { formatLimit } from '@/components/catalogue/quiz-card';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { loadQuiz } from '@/features/learning/api/load-quiz';
import { QuizTaker } from '@/features/learning/components/quiz-taker';
import { NextItem } from '@/features/search/components/next-item';
import { nextItemTerm } from '@/features/search/search-paths';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const quiz = await loadQuiz((await params).id);
  return { title: `${quiz.title} quiz`, description: quiz.summary };
}

/** A quiz: for registered users only (a visitor is asked to sign in). */
export default async function QuizPage({ params }: Props) {
  const { id } = await params;
  const quiz = await loadQuiz(id);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Breadcrumbs trail={[{ href: '/quizzes', label: 'Quizzes' }]} current={quiz.title} />
      <header className="mt-6 mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{quiz.title}</h1>
        <p className="mt-2 text-lg text-muted-foreground">{quiz.summary}</p>
        <p className="mt-3 text-sm text-muted-foreground">
          {quiz.stream ? `${quiz.stream.name} · ` : ''}
          {quiz.questionCount} questions · {formatLimit(quiz.timeLimitSeconds)} · pass mark {quiz.passPercent}%
        </p>
      </header>
      <QuizTaker
        idOrSlug={quiz.slug}
        upNext={<NextItem after={{ model: 'quiz', id: quiz.id, term: nextItemTerm(quiz.title, quiz.stream?.name) }} />}
      />
    </div>
  );
}
