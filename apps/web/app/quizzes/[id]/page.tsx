import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { formatLimit } from '@/components/catalogue/quiz-card';
import { IntlClient } from '@/components/intl-client';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { loadQuiz } from '@/features/learning/api/load-quiz';
import { LazyQuizTaker } from '@/features/learning/components/lazy-quiz-taker';
import { QuizSignIn } from '@/features/learning/components/quiz-sign-in';
import { UpNext } from '@/features/search/components/up-next';
import { nextItemTerm } from '@/features/search/search-paths';
import { getServerSession } from '@/lib/server-api';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const quiz = await loadQuiz((await params).id);
  const t = await getTranslations('quiz');
  return { title: t('page.metaTitle', { title: quiz.title }), description: quiz.summary };
}

/**
 * A quiz: for registered users only. A visitor is asked to sign in, in the server's HTML; a
 * signed-in user's quiz screen loads in the browser.
 */
export default async function QuizPage({ params }: Props) {
  const { id } = await params;
  const [quiz, user] = await Promise.all([loadQuiz(id), getServerSession()]);
  const t = await getTranslations('quiz');
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Breadcrumbs trail={[{ href: '/quizzes', label: t('page.title') }]} current={quiz.title} />
      <header className="mt-6 mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{quiz.title}</h1>
        <p className="mt-2 text-lg text-muted-foreground">{quiz.summary}</p>
        <p className="mt-3 text-sm text-muted-foreground">
          {quiz.stream ? `${quiz.stream.name} · ` : ''}
          {t('page.facts', {
            questions: quiz.questionCount,
            limit: formatLimit(quiz.timeLimitSeconds, t),
            percent: quiz.passPercent,
          })}
        </p>
      </header>
      {user ? (
        <IntlClient namespaces={['quiz']}>
          <LazyQuizTaker
            idOrSlug={quiz.slug}
            upNext={<UpNext after={{ model: 'quiz', id: quiz.id, term: nextItemTerm(quiz.title, quiz.stream?.name) }} />}
          />
        </IntlClient>
      ) : (
        <QuizSignIn idOrSlug={quiz.slug} />
      )}
    </div>
  );
}
